import { buildActivityLogQuery } from './query';

describe('buildActivityLogQuery', () => {
  it('asks for 15 rows, newest first, within the period', () => {
    expect(
      buildActivityLogQuery(
        { search: '', start: '2026-03-01', end: '2026-03-18' },
        { page: 1, limit: 15, order: 'DESC', by: 'id' },
      ),
    ).toEqual({
      start: '2026-03-01',
      end: '2026-03-18',
      page: 1,
      limit: 15,
      order: 'DESC',
      by: 'id',
    });
  });

  it('sends a trimmed search and drops an empty one', () => {
    expect(
      buildActivityLogQuery({ search: '  admin ', start: '2026-03-01', end: '2026-03-18' }, { page: 2, limit: 15 }),
    ).toMatchObject({
      search: 'admin',
      page: 2,
    });
    expect(
      buildActivityLogQuery({ search: '   ', start: '2026-03-01', end: '2026-03-18' }, { page: 1, limit: 15 }),
    ).not.toHaveProperty('search');
  });

  it('falls back to id descending when the table gives no sort', () => {
    expect(buildActivityLogQuery({ search: '', start: '', end: '' }, { page: 1, limit: 15 })).toEqual({
      page: 1,
      limit: 15,
      order: 'DESC',
      by: 'id',
    });
  });
});
