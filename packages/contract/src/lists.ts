import { z } from 'zod';
import { formatMessage, MSG } from './messages.js';

/**
 * The one list convention (docs/decisions/022-lists.md): a list call takes
 * `page`, `size`, `search` and `sort` (plus its own filters) in its query
 * string and answers `{ items, total }`.
 */

/** Spec 2 §9 and spec 3 §9: tickets, invoices, referrals, orders and incidents show 10 per page. */
export const LIST_PAGE_SIZE = 10;
/** The largest page a caller may ask for: exports go through the server's spreadsheet, not a huge page. */
export const LIST_MAX_SIZE = 100;
export const LIST_SEARCH_MAX = 100;
/** "Pagination shows up to 7 pages" (spec 2 §9, spec 3 §9). */
export const LIST_PAGE_LINKS = 7;

/** A sort key as the query carries it: `ciclo` ascending, `-ciclo` descending. */
export type SortValue<K extends string> = K | `-${K}`;

/** A whole number sent as query text (or as a number by a typed caller). */
function wholeNumber(message: string, max: number) {
  return z
    .union([z.number(), z.string().regex(/^[0-9]{1,9}$/, { error: message }).transform(Number)], { error: message })
    .pipe(z.number().int({ error: message }).min(1, { error: message }).max(max, { error: message }));
}

export interface ListQueryOptions<K extends string, F extends z.ZodRawShape> {
  /** The columns a caller may sort by; anything else is a 400. */
  sort: readonly [K, ...K[]];
  defaultSort: SortValue<K>;
  /** Rows per page when the caller names none (the spec's page size). */
  size?: number;
  /** The list's own filters (a status, a date range…), validated with the rest. */
  filters?: F;
}

/** The query schema of a list call. Unknown keys are refused, as in a body. */
export function listQuery<const K extends string, F extends z.ZodRawShape = Record<never, never>>(options: ListQueryOptions<K, F>) {
  const sortValues = options.sort.flatMap((key) => [key, `-${key}`]) as unknown as readonly [SortValue<K>, ...SortValue<K>[]];
  return z
    .strictObject({
      page: wholeNumber(MSG.listPageInvalid, 1_000_000).default(1),
      size: wholeNumber(formatMessage(MSG.listSizeInvalid, { max: LIST_MAX_SIZE }), LIST_MAX_SIZE).default(options.size ?? LIST_PAGE_SIZE),
      search: z
        .string()
        .trim()
        .max(LIST_SEARCH_MAX, { error: formatMessage(MSG.listSearchTooLong, { max: LIST_SEARCH_MAX }) })
        .transform((text) => (text === '' ? undefined : text))
        .optional(),
      // zod cannot see that a SortValue<K> is one of the enum's values for a generic K.
      sort: z.enum(sortValues, { error: MSG.listSortInvalid }).default(options.defaultSort as never),
    })
    .extend(options.filters ?? ({} as F));
}

/** What a list call answers: one page of rows and how many rows match in all. */
export function listAnswer<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) });
}

/** The validated query a repository receives. */
export interface ListRequest<K extends string = string> {
  page: number;
  size: number;
  search?: string | undefined;
  sort: SortValue<K>;
}

/** `-ciclo` → { key: 'ciclo', descending: true }. */
export function parseSort<K extends string>(sort: SortValue<K>): { key: K; descending: boolean } {
  return sort.startsWith('-') ? { key: sort.slice(1) as K, descending: true } : { key: sort as K, descending: false };
}

/** How many pages `total` rows make (at least one, so an empty list still shows page 1). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
