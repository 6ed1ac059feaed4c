import { styled } from '@gb/shell/platform';
import type { ReactNode } from 'react';

/** A column of figures: its heading and the cell of each row. */
export interface StatisticsColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
}

interface StatisticsTableProps<Row> {
  caption: string;
  /** The heading of the first column, which names each row. */
  rowHeader: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowName: (row: Row) => ReactNode;
  columns: readonly StatisticsColumn<Row>[];
}

/**
 * The one layout of the statistics' tables: a caption, a first column naming each row (a row
 * header for screen readers), then the figures right-aligned.
 */
export function StatisticsTable<Row>({
  caption,
  rowHeader,
  rows,
  rowKey,
  rowName,
  columns,
}: StatisticsTableProps<Row>) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{rowHeader}</th>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <th scope="row">{rowName(row)}</th>
            {columns.map((column) => (
              <td key={column.key}>{column.cell(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.s};
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.spacing.xs};
  }
  th,
  td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.s};
    text-align: right;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
  }
`;
