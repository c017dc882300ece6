import { diffChanges, valueText } from './diff';

describe('diffChanges', () => {
  it('lists only the fields whose value changed, in field order', () => {
    expect(
      diffChanges(
        { username: 'budi', status: 'ACTIVE', role: 'Viewer', product_category: [1, 2] },
        { username: 'budi', status: 'INACTIVE', role: 'Viewer', product_category: [1, 3] },
      ),
    ).toEqual([
      { field: 'status', before: 'ACTIVE', after: 'INACTIVE' },
      { field: 'product_category', before: [1, 2], after: [1, 3] },
    ]);
  });

  it('compares lists and objects by their content', () => {
    expect(diffChanges({ a: [1, 2], b: { x: 1 } }, { a: [1, 2], b: { x: 1 } })).toEqual([]);
  });

  it('shows every field of a create as new, and of a delete as gone', () => {
    expect(diffChanges(null, { username: 'sari', status: 'ACTIVE' })).toEqual([
      { field: 'username', before: undefined, after: 'sari' },
      { field: 'status', before: undefined, after: 'ACTIVE' },
    ]);
    expect(diffChanges({ username: 'sari' }, null)).toEqual([{ field: 'username', before: 'sari', after: undefined }]);
  });

  it('adds a field that only the new side has', () => {
    expect(diffChanges({ device_lock: 'SET' }, { device_lock: 'NONE', reset: true })).toEqual([
      { field: 'device_lock', before: 'SET', after: 'NONE' },
      { field: 'reset', before: undefined, after: true },
    ]);
  });
});

describe('diffChanges of whole rows, as the API records them', () => {
  it('leaves out bookkeeping and the ids that mirror a named field', () => {
    expect(
      diffChanges(
        {
          id: 8,
          username: 'budi',
          roles: [{ id: 3, name: 'Dashboard Viewer' }],
          role: 3,
          product_category: 'Oil',
          product_category_ids: [1],
          last_login: null,
          created_at: '2026-03-01T00:00:00Z',
        },
        {
          id: 8,
          username: 'budi',
          roles: [{ id: 1, name: 'Super Admin' }],
          role: 1,
          product_category: 'Oil, Pad & Shoe',
          product_category_ids: [1, 2],
          created_at: '2026-03-01T00:00:00Z',
          credentials_changed: true,
        },
      ),
    ).toEqual([
      { field: 'roles', before: [{ id: 3, name: 'Dashboard Viewer' }], after: [{ id: 1, name: 'Super Admin' }] },
      { field: 'product_category', before: 'Oil', after: 'Oil, Pad & Shoe' },
      { field: 'credentials_changed', before: undefined, after: true },
    ]);
  });

  it('keeps the ids when the named field is not recorded', () => {
    expect(diffChanges({ role: 3 }, { role: 1 })).toEqual([{ field: 'role', before: 3, after: 1 }]);
  });
});

describe('valueText', () => {
  it('writes lists comma-joined, objects as JSON and nothing as undefined', () => {
    expect(valueText(['Oil', 'Pad'])).toBe('Oil, Pad');
    expect(valueText({ a: 1 })).toBe('{"a":1}');
    expect(valueText(0)).toBe('0');
    expect(valueText(false)).toBe('false');
    expect(valueText(null)).toBeUndefined();
    expect(valueText('')).toBeUndefined();
    expect(valueText(undefined)).toBeUndefined();
  });
});
