import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import App, { preload } from './App';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {/* as the host mounts it */}
        <Route path="/dashboard/*" element={<App />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('remote_highlights routes', () => {
  // No API runs here: the pages' calls fail and say so (logged).
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('draws a preloaded page in its first render, without the area’s Loading...', async () => {
    await preload('/dashboard/highlight/oil-maker');
    renderAt('/dashboard/highlight/oil-maker');
    expect(screen.getByRole('heading', { name: 'Highlight - Oil Maker' })).toBeInTheDocument();
    // (The page's own blocks say Loading... until their data comes.)
    expect(document.querySelector('.qg-page-loading')).toBeNull();
  });

  it('preloads nothing for a path that is not a highlight page', async () => {
    await expect(preload('/dashboard/reports/customer')).resolves.toBeUndefined();
    await expect(preload('/dashboard/highlight/constructor')).resolves.toBeUndefined();
  });

  it.each([
    ['/dashboard/highlight', 'Highlights'],
    ['/dashboard/highlight/label-maker', 'Highlight - Label Maker'],
    ['/dashboard/highlight/oil-maker', 'Highlight - Oil Maker'],
    ['/dashboard/highlight/customer', 'Highlight - Customer'],
  ])('%s shows %s', async (path, heading) => {
    renderAt(path);
    // The first lazy page compiles antd under jest: give it time.
    expect(await screen.findByRole('heading', { name: heading }, { timeout: 15000 })).toBeInTheDocument();
  });

  it('shows the not-found text for an unknown path in its area', () => {
    renderAt('/dashboard/highlight/nothing-here');
    expect(screen.getByText('The page you are trying to access does not exist.')).toBeInTheDocument();
  });
});
