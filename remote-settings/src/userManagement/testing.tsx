// Test helpers of the user-management pages (imported by tests only): a
// stand-in service over rows in memory, the page inside a router, and the
// form's and dialogs' controls as a user reaches them.
import type { ReactElement } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PageResult } from '@qrguard/shared-ui';
import type { UserFormChoices, UserFormValues, UserRowBase, UserService } from './types';

export const PRODUCTS = [
  { value: 1, label: 'Oil' },
  { value: 2, label: 'Pad & Shoe' },
];

/** A service over `rows` (searched by username, one page); every call is a jest mock. */
export function stubService<Row extends UserRowBase>(
  rows: Row[],
  types: UserFormChoices['types'],
  { lock = false }: { lock?: boolean } = {},
): jest.Mocked<UserService<Row>> {
  return {
    fetchPage: jest.fn(async (request, filters): Promise<PageResult<Row>> => {
      const found = rows.filter((row) => !filters.search || row.username.includes(filters.search));
      return {
        data: found.slice(0, request.limit),
        meta: { current_page: 1, last_page: 1, per_page: request.limit, total: found.length },
      };
    }),
    loadChoices: jest.fn(async () => ({ types, products: PRODUCTS })),
    create: jest.fn(async (_values: UserFormValues): Promise<unknown> => undefined),
    update: jest.fn(async (_row: Row, _values: UserFormValues): Promise<unknown> => undefined),
    remove: jest.fn(async (_row: Row): Promise<unknown> => undefined),
    ...(lock ? { resetLock: jest.fn(async (_row: Row): Promise<unknown> => undefined) } : {}),
  };
}

export function renderAt(page: ReactElement, path = '/') {
  return render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

export const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));

/** The table row of a username (waits for it). */
export async function rowOf(username: string): Promise<HTMLElement> {
  return waitFor(() => {
    const row = bodyRows().find((candidate) => within(candidate).queryByText(username, { exact: true }));
    if (!row) throw new Error(`no row of ${username}`);
    return row;
  });
}

/** The dialog (antd modal) whose text has `text`. */
export async function dialogWith(text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    // A selector, not getAllByRole: the accessible-name walk over antd's tree is slow.
    const found = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).find((dialog) => {
      const content = dialog.textContent ?? '';
      return typeof text === 'string' ? content.includes(text) : text.test(content);
    });
    if (!found) throw new Error(`no dialog with ${String(text)}`);
    return found;
  });
}

/** Picks an option of the form's select named `label`. */
export async function choose(label: string, option: string): Promise<void> {
  fireEvent.mouseDown(screen.getByLabelText(label, { selector: 'input' }));
  const item = await waitFor(() => {
    // Closed dropdowns stay in the page, hidden: the option of the open one.
    const open = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-dropdown')).filter(
      (dropdown) => !dropdown.classList.contains('ant-select-dropdown-hidden'),
    );
    const found = open
      .flatMap((dropdown) => Array.from(dropdown.querySelectorAll<HTMLElement>('.ant-select-item-option')))
      .find((candidate) => candidate.getAttribute('title') === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}
