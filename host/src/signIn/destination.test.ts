import { sessionUser } from '@qrguard/shared-api/testing';
import { destinationAfterLogin, settledDestination } from './destination';

it.each([
  [undefined, '/dashboard/highlight/label-maker'],
  [null, '/dashboard/highlight/label-maker'],
  [{ from: '/dashboard/reports/suspect?x=1' }, '/dashboard/reports/suspect?x=1'],
  [{ from: '//evil.example.com' }, '/dashboard/highlight/label-maker'],
  [{ from: 'https://evil.example.com' }, '/dashboard/highlight/label-maker'],
  [{ from: '/login' }, '/dashboard/highlight/label-maker'],
])('%j -> %s', (state, expected) => expect(destinationAfterLogin(state)).toBe(expected));

describe('settledDestination', () => {
  const workOrder = sessionUser({ role: [{ id: 2, name: 'Work Order' }], permissions: ['WORK_ORDER'], super_admin: 0 });
  it('sends a user who may not open the default landing page to their first page', () => {
    expect(settledDestination('/dashboard/highlight/label-maker', workOrder)).toBe('/work-order-listing');
    expect(settledDestination('/dashboard/highlight/label-maker', sessionUser({ super_admin: 1 }))).toBe(
      '/dashboard/highlight/label-maker',
    );
  });
  it('sends a user whose first role is work orders to the work-order list, even with more pages from another role (issue 15)', () => {
    const both = sessionUser({
      role: [
        { id: 2, name: 'Work Order' },
        { id: 3, name: 'Dashboard Viewer' },
      ],
      permissions: ['HIGHLIGHT', 'HIGHLIGHT_LABEL_MAKER', 'WORK_ORDER'],
      super_admin: 0,
    });
    expect(settledDestination('/dashboard/highlight/label-maker', both)).toBe('/work-order-listing');
    // Another first role keeps the first page of the menu.
    const viewerFirst = sessionUser({ ...both, role: [...both.role].reverse() });
    expect(settledDestination('/dashboard/highlight/label-maker', viewerFirst)).toBe(
      '/dashboard/highlight/label-maker',
    );
  });
  it('keeps a page the guard turned away (the page then says the user may not open it)', () => {
    expect(settledDestination('/dashboard/reports/suspect', workOrder)).toBe('/dashboard/reports/suspect');
  });
});
