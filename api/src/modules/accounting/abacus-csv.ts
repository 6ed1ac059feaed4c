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

const HEADER: (keyof AbacusRow)[] = [
  'date',
  'documentNumber',
  'productId',
  'costCentre',
  'quantity',
  'unitPrice',
  'vatPercent',
  'amount',
];

/** Quotes a text field when it holds the separator, a quote or a line break. */
function field(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Abacus reads the Swiss Excel dialect: semicolons, CRLF, dd.mm.yyyy, money with two decimals. */
export function toAbacusCsv(rows: readonly AbacusRow[]): string {
  const lines = rows.map((row) =>
    [
      row.date.slice(8, 10) + '.' + row.date.slice(5, 7) + '.' + row.date.slice(0, 4),
      row.documentNumber,
      row.productId,
      row.costCentre,
      row.quantity,
      row.unitPrice.toFixed(2),
      row.vatPercent.toFixed(2),
      row.amount.toFixed(2),
    ]
      .map(field)
      .join(';'),
  );
  return [HEADER.join(';'), ...lines].join('\r\n') + '\r\n';
}
