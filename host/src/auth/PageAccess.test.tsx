import { PAGES, pageAccess, setSession } from '@qrguard/shared-api';
import { sessionUser } from '@qrguard/shared-api/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SIDEBAR, type ModuleNode } from '../../../api/src/db/reference-data';
import { LandingRedirect, PageAccess } from './PageAccess';

const viewer = sessionUser({
  role: [{ id: 3, name: 'Dashboard Viewer' }],
  permissions: ['HIGHLIGHT', 'HIGHLIGHT_OIL_MAKER'],
  super_admin: 0,
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard" element={<LandingRedirect />} />
        <Route
          path="*"
          element={
            <PageAccess>
              <p>the page</p>
            </PageAccess>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

it('shows a page the user may open', () => {
  setSession(viewer);
  renderAt('/dashboard/highlight/oil-maker');
  expect(screen.getByText('the page')).toBeInTheDocument();
});

it('answers a typed URL the user may not open with a sentence, not the page', () => {
  setSession(viewer);
  renderAt('/dashboard/settings/user-management/dashboard-user');
  expect(screen.getByText('You do not have access to this page.')).toBeInTheDocument();
  expect(screen.queryByText('the page')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go to my first page' })).toBeInTheDocument();
});

it('leads /dashboard to the first page the user may open', () => {
  setSession(viewer);
  renderAt('/dashboard');
  expect(screen.getByText('the page')).toBeInTheDocument();
});

function leaves(nodes: readonly ModuleNode[]): ModuleNode[] {
  return nodes.flatMap((node) => (node.children?.length ? leaves(node.children) : [node]));
}

// The menu's codes are the API's reference data; the guard's are contract/access.ts PAGES.
it.each(leaves(SIDEBAR).map((node) => [node.link, node.code]))(
  'the sidebar item %s needs what its page needs (%s)',
  (link, code) => {
    expect(pageAccess(link)).toBe(code);
  },
);

it('every page of the sidebar is in the page table', () => {
  const inMenu = new Set(leaves(SIDEBAR).map((node) => node.link));
  const guardedOnly = PAGES.filter((page) => !inMenu.has(page.path)).map((page) => page.path);
  // Pages reached from elsewhere than the menu: the user menu and a work order's row.
  expect(guardedOnly.sort()).toEqual(['/edit-profile', '/work-order-detail']);
});
