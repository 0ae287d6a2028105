import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SortValue } from '@lms/contract';
import { nextSort, readListView, writeListView, type ListView } from './list-state';

/** Typing pauses this long before the list is searched. */
const SEARCH_DELAY_MS = 300;

export interface ListViewState<K extends string> {
  view: ListView<K>;
  /** What the search box shows while the user types (the view follows after a pause). */
  searchText: string;
  setSearchText(text: string): void;
  setPage(page: number): void;
  sortBy(key: K): void;
  /** The query string values of the list call. */
  query: { page: number; search?: string; sort: SortValue<K> };
}

/**
 * A list screen's page, search and order, kept in the address with replace
 * (the back button leaves the screen instead of stepping through pages). A new
 * search or order goes back to page 1.
 */
export function useListView<K extends string>(sortKeys: readonly K[], defaultSort: SortValue<K>): ListViewState<K> {
  const [params, setParams] = useSearchParams();
  const view = readListView(params, sortKeys, defaultSort);
  const [searchText, setSearchText] = useState(view.search);
  // The address changed the search itself (a link, the back button): the box follows it.
  const [searchInAddress, setSearchInAddress] = useState(view.search);
  if (view.search !== searchInAddress) {
    setSearchInAddress(view.search);
    setSearchText(view.search);
  }

  const update = useCallback(
    (change: Partial<ListView<K>>) =>
      setParams((current) => writeListView(current, { ...readListView(current, sortKeys, defaultSort), ...change }, defaultSort), { replace: true }),
    [setParams, sortKeys, defaultSort],
  );

  useEffect(() => {
    if (searchText.trim() === view.search.trim()) return;
    const timer = setTimeout(() => update({ search: searchText, page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, view.search, update]);

  const { page, search, sort } = view;
  const query = useMemo(() => ({ page, sort, ...(search.trim() ? { search: search.trim() } : {}) }), [page, search, sort]);
  return {
    view,
    searchText,
    setSearchText,
    setPage: (next) => update({ page: next }),
    sortBy: (key) => update({ sort: nextSort(sort, key), page: 1 }),
    query,
  };
}
