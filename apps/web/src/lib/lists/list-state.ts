import type { SortValue } from '@lms/contract';

/**
 * What a list screen keeps in its address (docs/decisions/022-lists.md): the
 * page, the search and the order, so a reload or a return from another screen
 * shows the same page. Spanish names: the user sees them.
 */
export interface ListView<K extends string> {
  page: number;
  search: string;
  sort: SortValue<K>;
}

export const LIST_URL_KEYS = { page: 'pagina', search: 'buscar', sort: 'orden' } as const;

/** Reads a list's view from the address; anything unusable falls back to the first page and the default order. */
export function readListView<K extends string>(params: URLSearchParams, sortKeys: readonly K[], defaultSort: SortValue<K>): ListView<K> {
  const page = Number(params.get(LIST_URL_KEYS.page));
  const sort = params.get(LIST_URL_KEYS.sort) ?? '';
  const key = sort.startsWith('-') ? sort.slice(1) : sort;
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    search: (params.get(LIST_URL_KEYS.search) ?? '').slice(0, 100),
    sort: (sortKeys as readonly string[]).includes(key) ? (sort as SortValue<K>) : defaultSort,
  };
}

/** Writes a view back, leaving out what equals the default so the plain address stays plain. */
export function writeListView<K extends string>(params: URLSearchParams, view: ListView<K>, defaultSort: SortValue<K>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set(LIST_URL_KEYS.page, view.page > 1 ? String(view.page) : null);
  set(LIST_URL_KEYS.search, view.search.trim() ? view.search : null);
  set(LIST_URL_KEYS.sort, view.sort !== defaultSort ? view.sort : null);
  return next;
}

/** The next order when a column header is tapped: ascending first, then descending. */
export function nextSort<K extends string>(current: SortValue<K>, key: K): SortValue<K> {
  return current === key ? (`-${key}` as SortValue<K>) : key;
}
