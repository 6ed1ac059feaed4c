import { type AbacusRow, toAbacusCsv } from './abacus-csv.js';

const row = (overrides: Partial<AbacusRow>): AbacusRow => ({
  date: '2080-03-07',
  documentNumber: '2080-00001',
  productId: 'GB-2080',
  costCentre: 'CC-2080',
  quantity: 3,
  unitPrice: 35,
  vatPercent: 8.1,
  amount: 105,
  ...overrides,
});

const lines = (rows: AbacusRow[]) => toAbacusCsv(rows).split('\r\n');

describe(toAbacusCsv.name, () => {
  it('writes the Swiss Excel dialect: header, semicolons, dd.mm.yyyy, two decimals, CRLF', () => {
    expect(toAbacusCsv([row({})])).toBe(
      'date;documentNumber;productId;costCentre;quantity;unitPrice;vatPercent;amount\r\n' +
        '07.03.2080;2080-00001;GB-2080;CC-2080;3;35.00;8.10;105.00\r\n',
    );
  });

  it.each([
    [
      '=HYPERLINK("https://evil.example","Rabatt")',
      `"'=HYPERLINK(""https://evil.example"",""Rabatt"")"`,
    ],
    ['+41 62 000', "'+41 62 000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['\uFF1D1+1', "'\uFF1D1+1"],
  ])('writes the text %j so that no spreadsheet evaluates it', (text, written) => {
    expect(lines([row({ productId: text, costCentre: text })])[1]).toBe(
      `07.03.2080;2080-00001;${written};${written};3;35.00;8.10;105.00`,
    );
  });

  it('quotes a text with the separator, a quote or a line break', () => {
    expect(lines([row({ productId: 'a;b', costCentre: 'say "hi"\nnow' })])[1]).toBe(
      '07.03.2080;2080-00001;"a;b";"say ""hi""\nnow";3;35.00;8.10;105.00',
    );
  });
});
