// The table's page, page size and sort kept in the URL (issue 11): the URL is
// the source of truth, so a view can be bookmarked and Back / Forward restore
// the table. Each table may prefix its params (`urlKey`) so two tables on one
// page do not collide. Outside a router (a unit test, a standalone widget) the
// same state lives in the component.
import { useCallback, useMemo, useState } from 'react';
import { useInRouterContext, useSearchParams } from 'react-router-dom';
import type { SortOrder, SortState } from './types';

export interface TableUrlState {
  page: number;
  pageSize: number;
  sort: SortState | undefined;
}

export interface TableUrlStateOptions {
  urlKey?: string;
  disabled?: boolean;
  defaultPageSize: number;
  pageSizeOptions: number[];
  defaultSort: SortState | undefined;
  /** The sort keys the table offers; a URL sort outside them is refused ("Sort Unavailable"). */
  sortKeys: string[];
  /** Infinite scroll keeps no page and no size in the URL. */
  infinite: boolean;
}

export interface TableUrlStateResult extends TableUrlState {
  /** Changes some of the state: a new history entry, or the current one replaced. */
  set(next: Partial<TableUrlState>, options?: { replace?: boolean }): void;
}

/** The names of a table's search params. */
export function tableParamNames(urlKey: string | undefined) {
  const prefix = urlKey ? `${urlKey}.` : '';
  return { page: `${prefix}page`, size: `${prefix}size`, sort: `${prefix}sort` };
}

export function formatSortParam(sort: SortState): string {
  return `${sort.by}.${sort.order.toLowerCase()}`;
}

export function parseSortParam(value: string): SortState | undefined {
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const order = value.slice(dot + 1).toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') return undefined;
  return { by: value.slice(0, dot), order: order as SortOrder };
}

/** Reads the table's state from search params, refusing what the table cannot do (with the spec's console messages). */
export function readTableState(
  params: URLSearchParams,
  options: TableUrlStateOptions,
  report: (level: 'warn' | 'error', message: string) => void = (level, message) => console[level](message),
): TableUrlState {
  const names = tableParamNames(options.urlKey);
  let page = 1;
  let pageSize = options.defaultPageSize;
  if (!options.infinite) {
    const rawPage = params.get(names.page);
    if (rawPage !== null) {
      const n = Number(rawPage);
      if (Number.isInteger(n) && n >= 1) page = n;
      else report('warn', 'First Page Reached!');
    }
    const rawSize = params.get(names.size);
    if (rawSize !== null) {
      const n = Number(rawSize);
      if (options.pageSizeOptions.includes(n)) pageSize = n;
      else report('error', 'Pagination Error');
    }
  }
  let sort = options.defaultSort;
  const rawSort = params.get(names.sort);
  if (rawSort !== null) {
    const parsed = parseSortParam(rawSort);
    if (parsed && options.sortKeys.includes(parsed.by)) sort = parsed;
    else report('warn', 'Sort Unavailable');
  }
  return { page, pageSize, sort };
}

/** Writes the state into a copy of the params; defaults are left out so plain URLs stay plain. */
export function writeTableState(
  params: URLSearchParams,
  state: TableUrlState,
  options: Pick<TableUrlStateOptions, 'urlKey' | 'defaultPageSize' | 'defaultSort' | 'infinite'>,
): URLSearchParams {
  const names = tableParamNames(options.urlKey);
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | undefined) => {
    if (value === undefined) next.delete(name);
    else next.set(name, value);
  };
  put(names.page, options.infinite || state.page === 1 ? undefined : String(state.page));
  put(names.size, options.infinite || state.pageSize === options.defaultPageSize ? undefined : String(state.pageSize));
  const same = state.sort?.by === options.defaultSort?.by && state.sort?.order === options.defaultSort?.order;
  put(names.sort, !state.sort || same ? undefined : formatSortParam(state.sort));
  return next;
}

type ParamsPair = [
  URLSearchParams,
  (update: (current: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) => void,
];

/** The router's search params, or a component-local stand-in outside a router. */
function useParamsSource(disabled: boolean): ParamsPair {
  const inRouter = useInRouterContext();
  const [local, setLocal] = useState(() => new URLSearchParams());
  const setLocalParams = useCallback<ParamsPair[1]>((update) => setLocal((current) => update(current)), []);
  if (!inRouter || disabled) return [local, setLocalParams];
  // Whether there is a router never changes while the table is mounted, so the hook order is stable.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const [params, setParams] = useSearchParams();
  return [params, setParams as ParamsPair[1]];
}

export function useTableUrlState(options: TableUrlStateOptions): TableUrlStateResult {
  const [params, setParams] = useParamsSource(options.disabled === true);
  const names = tableParamNames(options.urlKey);
  const rawPage = params.get(names.page);
  const rawSize = params.get(names.size);
  const rawSort = params.get(names.sort);
  const optionsKey = JSON.stringify([
    options.urlKey,
    options.defaultPageSize,
    options.pageSizeOptions,
    options.defaultSort,
    options.sortKeys,
    options.infinite,
  ]);
  const state = useMemo(
    () => readTableState(params, options),
    // The state changes only when the table's own params (or its options) do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rawPage, rawSize, rawSort, optionsKey],
  );
  const latest = { options };
  const set = useCallback<TableUrlStateResult['set']>(
    (next, setOptions) => {
      setParams((current) => {
        const now = readTableState(current, latest.options, () => undefined);
        return writeTableState(current, { ...now, ...next }, latest.options);
      }, setOptions);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams, optionsKey],
  );
  return { ...state, set };
}
