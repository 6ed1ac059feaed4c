import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Button } from '../../ui/button.component';
import { ErrorAlert } from '../../ui/error-alert.component';
import { useMediaQuery } from './use-media-query';
import { useUrlState } from './use-url-state';

/** One column: its header, how a row shows in it, and the value it sorts by (none: not sortable). */
export interface DataColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortValue?: (row: Row) => string | number;
  /** Right-aligned numbers and money. */
  numeric?: boolean;
}

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  isLoading?: boolean;
  /** A failed load: the message and a retry button instead of the rows. */
  error?: string;
  onRetry?: () => void;
  emptyMessage?: string;
  /** The first column's cell is the row's link or button, so a row opens from the keyboard. */
  pageSize?: number;
  /** Below this width the rows show as cards instead of a table that scrolls sideways. */
  cardsBelow?: number;
  /**
   * Paged by the api: `rows` are the page the URL names and this is how many rows there are in
   * all (the page reads the same `page` parameter to ask for it).
   */
  rowCount?: number;
}

type TableUrlState = { sort: string; page: string };

function sortingOf(sort: string): SortingState {
  const [id, direction] = sort.split(':');
  return id ? [{ id, desc: direction === 'desc' }] : [];
}

/**
 * A data table (TanStack Table): column headers, sorting and page in the URL, paging for
 * thousands of rows, loading, empty and error states; on a narrow screen every row is a card.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  isLoading = false,
  error,
  onRetry,
  emptyMessage,
  pageSize = 50,
  cardsBelow = 700,
  rowCount,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(`(max-width: ${cardsBelow - 0.02}px)`);
  const [urlState, setUrlState] = useUrlState<TableUrlState>({ sort: '', page: '1' });
  const sorting = sortingOf(urlState.sort);
  const pageIndex = Math.max(0, Number(urlState.page) - 1 || 0);
  const table = useReactTable<Row>({
    data: (rows ?? []) as Row[],
    columns: columns.map((column): ColumnDef<Row> => ({
      id: column.id,
      header: column.header,
      accessorFn: column.sortValue ?? (() => null),
      enableSorting: Boolean(column.sortValue),
      // Every column sorts ascending first, numbers too.
      sortDescFirst: false,
    })),
    state: { sorting, pagination: { pageIndex, pageSize } },
    manualPagination: rowCount !== undefined,
    rowCount,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const [first] = next;
      setUrlState({ sort: first ? `${first.id}:${first.desc ? 'desc' : 'asc'}` : '' });
    },
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater({ pageIndex, pageSize }) : updater;
      setUrlState({ page: String(next.pageIndex + 1) });
    },
    // The page lives in the URL; a filter of the page resets it there (useUrlState).
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    getRowId: (row) => String(rowKey(row)),
  });

  if (error) {
    return (
      <State>
        <ErrorAlert message={error} />
        {onRetry && (
          <Button type="button" onClick={onRetry}>
            {t('kit.retry')}
          </Button>
        )}
      </State>
    );
  }
  if (isLoading && !rows) return <State role="status">{t('common.loading')}</State>;
  if (!rows || rows.length === 0) {
    return <State role="status">{emptyMessage ?? t('common.noEntries')}</State>;
  }

  const pageRows = table.getRowModel().rows;
  const pageCount = table.getPageCount();
  const byId = new Map(columns.map((column) => [column.id, column]));
  return (
    <Wrapper>
      {narrow ? (
        <Cards aria-label={label}>
          {pageRows.map((row) => (
            <Card key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <CardLine key={cell.id}>
                  <dt>{byId.get(cell.column.id)?.header}</dt>
                  <dd>{byId.get(cell.column.id)?.cell(row.original)}</dd>
                </CardLine>
              ))}
            </Card>
          ))}
        </Cards>
      ) : (
        <Table aria-label={label}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const column = byId.get(header.column.id);
                  return (
                    <Th
                      key={header.id}
                      scope="col"
                      $numeric={column?.numeric}
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <SortButton type="button" onClick={header.column.getToggleSortingHandler()}>
                          {column?.header}
                          <span aria-hidden="true">
                            {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ⇅'}
                          </span>
                        </SortButton>
                      ) : (
                        column?.header
                      )}
                    </Th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {pageRows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <Td key={cell.id} $numeric={byId.get(cell.column.id)?.numeric}>
                    {byId.get(cell.column.id)?.cell(row.original)}
                  </Td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Footer>
        <span>{t('kit.rows', { count: rowCount ?? rows.length })}</span>
        {pageCount > 1 && (
          <Pager aria-label={label}>
            <Button
              type="button"
              $variant="plain"
              onClick={() => table.previousPage()}
              disabled={!table.getCanPreviousPage()}
            >
              {t('kit.previousPage')}
            </Button>
            <span aria-live="polite">
              {t('kit.page', { page: pageIndex + 1, pages: pageCount })}
            </span>
            <Button
              type="button"
              $variant="plain"
              onClick={() => table.nextPage()}
              disabled={!table.getCanNextPage()}
            >
              {t('kit.nextPage')}
            </Button>
          </Pager>
        )}
      </Footer>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.s};
  min-width: 0;
`;

const State = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.s};
  padding: ${({ theme }) => theme.spacing.m};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.m};
  color: ${({ theme }) => theme.colors.muted};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.s};
`;

const Th = styled.th<{ $numeric?: boolean }>`
  padding: ${({ theme }) => theme.spacing.s};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')};
  white-space: nowrap;
`;

const Td = styled.td<{ $numeric?: boolean }>`
  padding: ${({ theme }) => theme.spacing.s};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')};
  font-variant-numeric: ${({ $numeric }) => ($numeric ? 'tabular-nums' : 'normal')};
`;

const SortButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

const Cards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.s};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.s};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.m};
`;

const CardLine = styled.dl`
  display: grid;
  grid-template-columns: minmax(6rem, 40%) 1fr;
  gap: ${({ theme }) => theme.spacing.s};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xs} 0;
  font-size: ${({ theme }) => theme.fontSizes.s};

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.s};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.s};
`;
