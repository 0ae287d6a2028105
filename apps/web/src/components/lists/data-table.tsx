import { useEffect, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import { LIST_PAGE_SIZE, MSG, pageCount, parseSort } from '@lms/contract';
import type { ListViewState } from '../../lib/lists/use-list-view';

export interface Column<Row, K extends string> {
  id: string;
  label: string;
  /** The sort key of the list call this column orders by; a column without one is not sortable. */
  sortKey?: K;
  align?: 'left' | 'right' | 'center';
  render(row: Row): ReactNode;
}

/** The part of a list query's state the table reads. */
export interface ListResult<Row> {
  data?: { items: Row[]; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  /** A page is being read while the previous one is still shown. */
  isFetching: boolean;
  refetch(): unknown;
}

interface DataTableProps<Row, K extends string> {
  /** The table's accessible name. */
  label: string;
  columns: ReadonlyArray<Column<Row, K>>;
  list: ListViewState<K>;
  result: ListResult<Row>;
  rowKey(row: Row): string | number;
  /** Rows per page the call answers (the spec's 10 unless a screen says otherwise). */
  pageSize?: number;
  /** What an empty list says when nothing is searched. */
  emptyText?: string;
  searchLabel?: string;
}

/**
 * The one table of every list (docs/decisions/022-lists.md): a search box,
 * sortable headers, the rows of one page read from the server, and up to 7
 * page links (spec 2 §9, spec 3 §9); loading, empty, no-match and error
 * states. The page, search and order live in the address (useListView).
 */
export function DataTable<Row, K extends string>({
  label,
  columns,
  list,
  result,
  rowKey,
  pageSize = LIST_PAGE_SIZE,
  emptyText = MSG.listEmpty,
  searchLabel = MSG.listSearch,
}: DataTableProps<Row, K>) {
  const { view } = list;
  const total = result.data?.total ?? 0;
  const pages = pageCount(total, pageSize);

  // Rows deleted elsewhere can leave the page past the end: step back to the last one.
  const pastTheEnd = result.data !== undefined && result.data.items.length === 0 && total > 0 && view.page > pages;
  const { setPage } = list;
  useEffect(() => {
    if (pastTheEnd) setPage(pages);
  }, [pastTheEnd, pages, setPage]);

  return (
    <Stack spacing={1.5}>
      <SearchBox label={searchLabel} list={list} />
      {result.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void result.refetch()}>
              {MSG.listRetry}
            </Button>
          }
        >
          {MSG.listLoadFailed}
        </Alert>
      ) : (
        <Box sx={{ position: 'relative' }}>
          {result.isFetching && !result.isPending && <LinearProgress aria-label="Actualizando la lista" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
          <TableContainer>
            <Table size="small" aria-label={label} aria-busy={result.isFetching}>
              <SortableHead columns={columns} list={list} />
              <TableBody>
                <Rows columns={columns} result={result} rowKey={rowKey} emptyText={view.search.trim() ? MSG.listNoMatches : emptyText} />
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      )}
      {result.data && total > 0 && <ListPager list={list} pages={pages} pageSize={pageSize} total={total} />}
    </Stack>
  );
}

function SearchBox<K extends string>({ label, list }: { label: string; list: ListViewState<K> }) {
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={list.searchText}
      onChange={(event) => list.setSearchText(event.target.value)}
      slotProps={{
        htmlInput: { maxLength: 100, enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The headers; a column with a sort key orders the list by it (aria-sort says how). */
function SortableHead<Row, K extends string>({ columns, list }: { columns: ReadonlyArray<Column<Row, K>>; list: ListViewState<K> }) {
  const sort = parseSort(list.view.sort);
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => (
          <TableCell
            key={column.id}
            align={column.align ?? 'left'}
            sx={{ fontWeight: 700 }}
            {...(column.sortKey ? { 'aria-sort': sort.key === column.sortKey ? (sort.descending ? 'descending' : 'ascending') : 'none' } : {})}
          >
            {column.sortKey ? (
              <TableSortLabel
                active={sort.key === column.sortKey}
                direction={sort.key === column.sortKey && sort.descending ? 'desc' : 'asc'}
                onClick={() => list.sortBy(column.sortKey!)}
              >
                {column.label}
              </TableSortLabel>
            ) : (
              column.label
            )}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** The page's rows, or skeleton rows while loading, or one row saying the list is empty. */
function Rows<Row, K extends string>({
  columns,
  result,
  rowKey,
  emptyText,
}: {
  columns: ReadonlyArray<Column<Row, K>>;
  result: ListResult<Row>;
  rowKey(row: Row): string | number;
  emptyText: string;
}) {
  if (result.isPending) {
    return Array.from({ length: 3 }, (_, i) => (
      <TableRow key={i}>
        <TableCell colSpan={columns.length}>
          <Skeleton variant="text" />
        </TableCell>
      </TableRow>
    ));
  }
  if (result.isError || !result.data) return null;
  if (result.data.items.length === 0) {
    return (
      <TableRow>
        <TableCell colSpan={columns.length} align="center" sx={{ py: 3, color: 'text.secondary' }}>
          {emptyText}
        </TableCell>
      </TableRow>
    );
  }
  return result.data.items.map((row) => (
    <TableRow key={rowKey(row)} hover>
      {columns.map((column) => (
        <TableCell key={column.id} align={column.align ?? 'left'}>
          {column.render(row)}
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** Which rows are shown, and the page links. */
function ListPager<K extends string>({ list, pages, pageSize, total }: { list: ListViewState<K>; pages: number; pageSize: number; total: number }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {rangeText(list.view.page, pageSize, total)}
      </Typography>
      {pages > 1 && (
        // One sibling and one boundary page on each side: never more than 7 links (spec 2 §9).
        <Pagination
          count={pages}
          page={Math.min(list.view.page, pages)}
          onChange={(_, page) => list.setPage(page)}
          siblingCount={1}
          boundaryCount={1}
          color="primary"
          getItemAriaLabel={pageLinkLabel}
        />
      )}
    </Stack>
  );
}

function rangeText(page: number, size: number, total: number): string {
  const first = Math.min((page - 1) * size + 1, total);
  const last = Math.min(page * size, total);
  return `${first}–${last} de ${total}`;
}

function pageLinkLabel(type: 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis', page: number | null, selected: boolean): string {
  if (type === 'page') return selected ? `Página ${page}, actual` : `Ir a la página ${page}`;
  if (type === 'next') return 'Página siguiente';
  if (type === 'previous') return 'Página anterior';
  if (type === 'first') return 'Primera página';
  if (type === 'last') return 'Última página';
  return 'Más páginas';
}
