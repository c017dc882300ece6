import type { SidebarModule } from '@qrguard/shared-api';
import { ancestorsByKey, nextOpenKeys, openKeysFor, selectedKeyFor } from './menuModel';

const node = (link: string, children: SidebarModule['children'] = []) => ({
  link,
  name: link,
  icon: 'X',
  code: link,
  children,
});
const MODULES: SidebarModule[] = [
  node('/dashboard/highlight', [node('/dashboard/highlight/label-maker'), node('/dashboard/highlight/oil-maker')]),
  node('/dashboard/customer-activities'),
  node('/dashboard/settings', [
    node('/dashboard/settings/log-history-activity'),
    {
      ...node('/dashboard/settings/user-management'),
      children: [{ link: '/dashboard/settings/user-management/dashboard-user', name: 'x', icon: 'X', code: 'x' }],
    },
  ]),
];
const ancestors = ancestorsByKey(MODULES);

describe('one open group at a time', () => {
  it('opening a group closes the other group', () => {
    expect(nextOpenKeys(['/dashboard/highlight'], ['/dashboard/highlight', '/dashboard/settings'], ancestors)).toEqual([
      '/dashboard/settings',
    ]);
  });
  it('opening a nested group keeps its parent open and closes its sibling branches', () => {
    expect(
      nextOpenKeys(['/dashboard/settings'], ['/dashboard/settings', '/dashboard/settings/user-management'], ancestors),
    ).toEqual(['/dashboard/settings', '/dashboard/settings/user-management']);
  });
  it('restores a whole branch opened at once (the sidebar expanding again)', () => {
    expect(nextOpenKeys([], ['/dashboard/settings', '/dashboard/settings/user-management'], ancestors)).toEqual([
      '/dashboard/settings',
      '/dashboard/settings/user-management',
    ]);
  });
  it('closing a group closes only that group', () => {
    expect(
      nextOpenKeys(['/dashboard/settings', '/dashboard/settings/user-management'], ['/dashboard/settings'], ancestors),
    ).toEqual(['/dashboard/settings']);
    expect(nextOpenKeys(['/dashboard/highlight'], [], ancestors)).toEqual([]);
  });
});

describe('current page', () => {
  it('selects the item of the page and opens its groups', () => {
    const path = '/dashboard/settings/user-management/dashboard-user';
    expect(selectedKeyFor(path, MODULES)).toBe(path);
    expect(openKeysFor(path, MODULES)).toEqual(['/dashboard/settings', '/dashboard/settings/user-management']);
  });
  it('keeps the item selected on its sub-pages', () => {
    expect(selectedKeyFor('/dashboard/customer-activities/details/', MODULES)).toBe('/dashboard/customer-activities');
  });
  it('selects nothing on a page outside the menu', () => {
    expect(selectedKeyFor('/edit-profile', MODULES)).toBeUndefined();
    expect(openKeysFor('/edit-profile', MODULES)).toEqual([]);
  });
});
