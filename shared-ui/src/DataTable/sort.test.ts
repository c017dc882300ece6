import { nextSort, sortRows } from './sort';

describe('nextSort', () => {
  it('starts a new column descending', () => {
    expect(nextSort(undefined, 'username')).toEqual({ by: 'username', order: 'DESC' });
    expect(nextSort({ by: 'id', order: 'ASC' }, 'username')).toEqual({ by: 'username', order: 'DESC' });
  });

  it('toggles the sorted column', () => {
    expect(nextSort({ by: 'id', order: 'DESC' }, 'id')).toEqual({ by: 'id', order: 'ASC' });
    expect(nextSort({ by: 'id', order: 'ASC' }, 'id')).toEqual({ by: 'id', order: 'DESC' });
  });
});

describe('sortRows', () => {
  const rows = [
    { name: 'b', count: 10 },
    { name: 'a', count: 9 },
    { name: '', count: 100 },
    { name: 'c', count: 2 },
  ];
  it('sorts numbers by value', () => {
    expect(sortRows(rows, { by: 'count', order: 'DESC' }).map((r) => r.count)).toEqual([100, 10, 9, 2]);
  });
  it('sorts text and puts missing values last', () => {
    expect(sortRows(rows, { by: 'name', order: 'ASC' }).map((r) => r.name)).toEqual(['a', 'b', 'c', '']);
  });
});
