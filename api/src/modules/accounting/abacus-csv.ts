import { stringify } from 'csv-stringify/sync';

/** One billed line of the Abacus export. */
export interface AbacusRow {
  /** ISO date of the order. */
  date: string;
  documentNumber: string;
  productId: string;
  costCentre: string;
  quantity: number;
  unitPrice: number;
  vatPercent: number;
  amount: number;
}

const COLUMNS: (keyof AbacusRow)[] = [
  'date',
  'documentNumber',
  'productId',
  'costCentre',
  'quantity',
  'unitPrice',
  'vatPercent',
  'amount',
];

/**
 * Abacus reads the Swiss Excel dialect: semicolons, CRLF, dd.mm.yyyy, money with two decimals.
 * A text beginning with `= + - @`, a tab or a carriage return gets a leading `'`, so a
 * spreadsheet shows it instead of evaluating it as a formula (the texts come from booklets and
 * orders that people type); numbers stay as they are.
 */
export function toAbacusCsv(rows: readonly AbacusRow[]): string {
  return stringify(
    rows.map((row) => ({
      ...row,
      date: `${row.date.slice(8, 10)}.${row.date.slice(5, 7)}.${row.date.slice(0, 4)}`,
    })),
    {
      header: true,
      columns: COLUMNS,
      delimiter: ';',
      record_delimiter: '\r\n',
      escape_formulas: true,
      // A lone carriage return ends a row for some readers: such a field is quoted too.
      quoted_match: /\r/,
      cast: {
        number: (value, { column }) => (column === 'quantity' ? String(value) : value.toFixed(2)),
      },
    },
  );
}
