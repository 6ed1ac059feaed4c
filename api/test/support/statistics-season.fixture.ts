import type { DataSource } from 'typeorm';

/** Ids of a season written straight into the tables. */
export interface StatisticsSeason {
  first: number;
  second: number;
  other: number;
}

/**
 * A season of year 2041 with every figure of the statistics known (see statistics.e2e-spec.ts),
 * and one booklet of 2042 that must stay out of it: booklets, vouchers, public orders, partner
 * orders and returns written with SQL, the way the portal stores them.
 */
export async function writeStatisticsSeason(dataSource: DataSource): Promise<StatisticsSeason> {
  const one = async (sql: string, params: unknown[] = []) =>
    ((await dataSource.query(sql, params)) as { id: number }[])[0]!.id;
  const regions = (await dataSource.query('SELECT id FROM region ORDER BY sort_id LIMIT 2')) as {
    id: number;
  }[];
  const companyId = await one('SELECT id FROM company ORDER BY id LIMIT 1');
  const booklet = (regionId: number, year: number, printed: number | null) =>
    one(
      `INSERT INTO booklet (region_id, year, state, unit_price, vat_percent, qty_printed)
       VALUES ($1, $2, 10, 30, 8.1, $3) RETURNING id`,
      [regionId, year, printed],
    );
  const first = await booklet(regions[0]!.id, 2041, 1000);
  const second = await booklet(regions[1]!.id, 2041, null);
  const other = await booklet(regions[0]!.id, 2042, 500);

  const voucher = async (state: string, bookletIds: number[]) => {
    const id = await one(
      `INSERT INTO voucher (booklet_id, company_id, state_class) VALUES ($1, $2, $3) RETURNING id`,
      [bookletIds[0], companyId, state],
    );
    for (const bookletId of bookletIds) {
      await dataSource.query(
        'INSERT INTO voucher_booklet (voucher_id, booklet_id) VALUES ($1, $2)',
        [id, bookletId],
      );
    }
  };
  await voucher('Created', [first]);
  await voucher('Created', [first]);
  await voucher('Finished', [first, second]);
  await voucher('Draft', [second]);
  await voucher('Draft', [other]);

  let orderNumber = 0;
  const order = async (at: string, lines: [number, number, number][]) => {
    orderNumber += 1;
    const id = await one(
      `INSERT INTO customer_order (display_order_id, order_date_time) VALUES ($1, $2) RETURNING id`,
      [`STAT-${orderNumber}`, at],
    );
    for (const [bookletId, quantity, vatPercent] of lines) {
      await dataSource.query(
        `INSERT INTO order_line (order_id, booklet_id, unit_price, quantity, price, vat_percent)
         VALUES ($1, $2, 30, $3, $4, $5)`,
        [id, bookletId, quantity, quantity * 30, vatPercent],
      );
    }
  };
  // Swiss summer time is UTC+2: 21:30Z is still 1 September, 22:30Z on the 2nd is the 3rd.
  await order('2040-09-01T08:00:00Z', [
    [first, 2, 8.1],
    [second, 1, 8.1],
  ]);
  await order('2040-09-01T21:30:00Z', [[first, 1, 8.1]]);
  await order('2040-09-02T22:30:00Z', [[second, 3, 2.6]]);
  await order('2041-01-10T10:00:00Z', [[other, 5, 8.1]]);

  const partnerOrder = async (type: string, lines: [number, number][]) => {
    orderNumber += 1;
    const id = await one(
      `INSERT INTO partner_order (company_id, display_order_id, type) VALUES ($1, $2, $3) RETURNING id`,
      [companyId, `STAT-P-${orderNumber}`, type],
    );
    for (const [bookletId, quantity] of lines) {
      await dataSource.query(
        'INSERT INTO partner_order_line (partner_order_id, booklet_id, quantity) VALUES ($1, $2, $3)',
        [id, bookletId, quantity],
      );
    }
  };
  await partnerOrder('Commission', [
    [first, 10],
    [second, 5],
  ]);
  await partnerOrder('Purchase', [[first, 3]]);
  await partnerOrder('Commission', [[other, 7]]);

  const returnOrder = async (state: string, bookletId: number, quantity: number) => {
    orderNumber += 1;
    const id = await one(
      `INSERT INTO return_order (company_id, display_order_id, state) VALUES ($1, $2, $3) RETURNING id`,
      [companyId, `STAT-R-${orderNumber}`, state],
    );
    await dataSource.query(
      'INSERT INTO return_order_line (return_order_id, booklet_id, quantity) VALUES ($1, $2, $3)',
      [id, bookletId, quantity],
    );
  };
  await returnOrder('collected', first, 4);
  // Requested only: the booklets are still with the partner.
  await returnOrder('requested', first, 2);
  return { first, second, other };
}
