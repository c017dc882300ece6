import { validateTableConfig, type TableConfig } from './validate';

const base: TableConfig = {
  hasFetch: true,
  hasData: false,
  mode: 'paged',
  height: '500px',
  columns: [{ key: 'id' as never, title: 'ID' }],
};

describe('validateTableConfig', () => {
  it('accepts a sound configuration', () => {
    expect(validateTableConfig(base)).toEqual([]);
    expect(validateTableConfig({ ...base, height: '30em' })).toEqual([]);
    expect(validateTableConfig({ ...base, height: '100%' })).toEqual([]);
  });

  it.each<[string, Partial<TableConfig>, string]>([
    ['both sources', { hasData: true }, 'Give either fetchPage or dataSource, not both and not neither.'],
    ['no source', { hasFetch: false }, 'Give either fetchPage or dataSource, not both and not neither.'],
    [
      'infinite with pagination',
      { mode: 'infinite', pageSizeOptions: [15] },
      'Infinite scroll cannot be combined with pagination.',
    ],
    [
      'page sizes not integers',
      { pageSizeOptions: [15, 'x'] },
      'pageSizeOptions must be a non-empty array of positive integers.',
    ],
    ['page size not offered', { defaultPageSize: 20 }, 'The page size 20 is not one of the page-size options.'],
    ['height unit', { height: '500' }, 'Height "500" must be in em, px or %.'],
    ['sort order', { defaultSort: { by: 'id', order: 'UP' as never } }, 'Sort order must be ASC or DESC.'],
    ['column title', { columns: [{ key: 'id' as never, title: '' }] }, 'Column id has no title.'],
  ])('rejects %s', (_name, change, message) => {
    expect(validateTableConfig({ ...base, ...change })).toContain(message);
  });
});
