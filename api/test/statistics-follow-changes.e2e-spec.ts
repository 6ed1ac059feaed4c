// Also on the embedded database: the summaries that triggers keep, following every change.
import type { Order, PartnerOrder, ReturnOrder, Statistics } from '@gb/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { DEMO, login } from './support/login.js';
import {
  insertOrderBooklets,
  privateOrder,
  type OrderBooklets,
} from './support/order-booklets.fixture.js';
import {
  callsAs,
  insertPartnerBooklets,
  type PartnerBooklets,
} from './support/partner-order.fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { voucherCast, type VoucherCast } from './support/voucher-workflow.fixture.js';

/** Today in Swiss time, as the statistics name days. */
const swissToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());

describe('statistics follow every change of orders at once', () => {
  let t: TestApp;
  let booklets: OrderBooklets;
  let partnerBooklets: PartnerBooklets;
  let cast: VoucherCast;
  let franchisee: ReturnType<typeof callsAs>;
  let dataSource: DataSource;

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
    dataSource = t.app.get(DataSource);
    booklets = await insertOrderBooklets(dataSource);
    cast = await voucherCast(t);
    partnerBooklets = await insertPartnerBooklets(t, cast);
    franchisee = callsAs(t, (await login(t.server, DEMO.franchisee)).token);
  });

  afterAll(() => t.close());

  const statistics = async (year: number) =>
    (await franchisee.get(`statistics?year=${year}`).expect(200)).body as Statistics;
  /** The public figures of the year's one booklet, the year's totals and days. */
  const publicOf = async (year: number) => {
    const season = await statistics(year);
    return {
      booklet: season.booklets[0]!.publicOrders,
      orders: season.totals.publicOrders.orders,
      days: season.ordersPerDay,
    };
  };
  const order = async (lines: { bookletId: number; quantity: number }[]) =>
    (await request(t.server).post('/api/v1/order').send(privateOrder(lines)).expect(201))
      .body as Order;

  it('counts a new order, a changed quantity, a moved line and a deleted order', async () => {
    const published = booklets.published.id;
    expect(await publicOf(2080)).toEqual({
      booklet: { orders: 0, booklets: 0, revenue: 0, vat: 0 },
      orders: 0,
      days: [],
    });

    const first = await order([{ bookletId: published, quantity: 2 }]);
    const today = swissToday();
    expect(await publicOf(2080)).toEqual({
      // 70 CHF with 8.1 % VAT included: 70 × 8.1 / 108.1 = 5.25.
      booklet: { orders: 1, booklets: 2, revenue: 70, vat: 5.25 },
      orders: 1,
      days: [{ date: today, orders: 1, booklets: 2 }],
    });

    const second = await order([{ bookletId: published, quantity: 1 }]);
    await franchisee
      .put(`order/${first.id}/order-line`, { lines: [{ bookletId: published, quantity: 5 }] })
      .expect(200);
    expect(await publicOf(2080)).toEqual({
      booklet: { orders: 2, booklets: 6, revenue: 210, vat: 15.74 },
      orders: 2,
      days: [{ date: today, orders: 2, booklets: 6 }],
    });

    // The first order now holds a booklet of 2081 only: it leaves 2080 and counts in 2081.
    await franchisee
      .put(`order/${first.id}/order-line`, {
        lines: [{ bookletId: booklets.preOrder.id, quantity: 3 }],
      })
      .expect(200);
    expect(await publicOf(2080)).toEqual({
      booklet: { orders: 1, booklets: 1, revenue: 35, vat: 2.62 },
      orders: 1,
      days: [{ date: today, orders: 1, booklets: 1 }],
    });
    expect(await publicOf(2081)).toMatchObject({
      booklet: { orders: 1, booklets: 3, revenue: 119.7 },
      orders: 1,
      days: [{ date: today, orders: 1, booklets: 3 }],
    });

    await franchisee.delete(`order/${second.id}`).expect(204);
    expect(await publicOf(2080)).toEqual({
      booklet: { orders: 0, booklets: 0, revenue: 0, vat: 0 },
      orders: 0,
      days: [],
    });
    await franchisee.delete(`order/${first.id}`).expect(204);
    expect((await publicOf(2081)).orders).toBe(0);
  });

  it('counts an order with two booklets of the year once, whatever moves', async () => {
    const both = await order([
      { bookletId: booklets.published.id, quantity: 1 },
      { bookletId: booklets.preOrder.id, quantity: 1 },
    ]);
    const today = swissToday();
    expect((await statistics(2081)).ordersPerDay).toEqual([
      { date: today, orders: 1, booklets: 1 },
    ]);
    // The 2081 booklet moved into 2080 (of another region): one order of two booklets there.
    const moveBooklet = (year: number) =>
      dataSource.query(
        `UPDATE booklet SET year = $1,
           region_id = (SELECT id FROM region WHERE canonical <> 'bestellland' ORDER BY id LIMIT 1)
         WHERE id = $2`,
        [year, booklets.preOrder.id],
      );
    await moveBooklet(2080);
    expect((await statistics(2081)).ordersPerDay).toEqual([]);
    const season = await statistics(2080);
    expect(season.totals.publicOrders).toMatchObject({ orders: 1, booklets: 2 });
    expect(season.ordersPerDay).toEqual([{ date: today, orders: 1, booklets: 2 }]);

    // One of its two lines goes: the order still counts once.
    await franchisee
      .put(`order/${both.id}/order-line`, {
        lines: [{ bookletId: booklets.preOrder.id, quantity: 2 }],
      })
      .expect(200);
    expect((await statistics(2080)).ordersPerDay).toEqual([
      { date: today, orders: 1, booklets: 2 },
    ]);

    await moveBooklet(2086);
    expect((await statistics(2080)).ordersPerDay).toEqual([]);
    expect((await statistics(2086)).ordersPerDay).toEqual([
      { date: today, orders: 1, booklets: 2 },
    ]);

    // An order moved to another day moves on the line of days.
    await dataSource.query(
      `UPDATE customer_order SET order_date_time = '2040-09-01T08:00:00Z' WHERE id = $1`,
      [both.id],
    );
    expect((await statistics(2086)).ordersPerDay).toEqual([
      { date: '2040-09-01', orders: 1, booklets: 2 },
    ]);
    await franchisee.delete(`order/${both.id}`).expect(204);
    expect((await statistics(2086)).totals.publicOrders).toMatchObject({ orders: 0, booklets: 0 });
  });

  it('follows partner orders through closing and returns once collected', async () => {
    const company = callsAs(t, cast.tokens.company);
    const line = { bookletId: partnerBooklets.commission.id, quantity: 3 };
    const partner = (await company.post('partner-order', { orderLines: [line] }).expect(201))
      .body as PartnerOrder;
    const commissionOf = async () => {
      const season = await statistics(2090);
      const booklet = season.booklets.find(({ bookletId }) => bookletId === line.bookletId)!;
      return {
        ordered: booklet.partnerOrders.Commission,
        returned: booklet.returns.Commission,
        sold: booklet.sold,
      };
    };
    expect(await commissionOf()).toEqual({
      ordered: { orders: 1, booklets: 3 },
      returned: { orders: 0, booklets: 0 },
      sold: 3,
    });
    for (const state of ['shipped', 'closed']) {
      await franchisee.patch(`partner-order/${partner.id}`, { state }).expect(200);
    }
    expect((await commissionOf()).ordered).toEqual({ orders: 1, booklets: 3 });

    const requested = (
      await company.post('return-order', { orderLines: [{ ...line, quantity: 2 }] }).expect(201)
    ).body as ReturnOrder;
    // Announced only: the booklets are still with the partner.
    expect((await commissionOf()).sold).toBe(3);
    await franchisee
      .patch(`return-order/${requested.id}`, {
        state: 'collected',
        returned: [{ ...line, quantity: 2 }],
      })
      .expect(200);
    expect(await commissionOf()).toEqual({
      ordered: { orders: 1, booklets: 3 },
      returned: { orders: 1, booklets: 2 },
      sold: 1,
    });

    // Whoever changes the tables: a return deleted, a quantity corrected.
    await dataSource.query('DELETE FROM return_order WHERE id = $1', [requested.id]);
    await dataSource.query(
      'UPDATE partner_order_line SET quantity = 4 WHERE partner_order_id = $1',
      [partner.id],
    );
    expect(await commissionOf()).toEqual({
      ordered: { orders: 1, booklets: 4 },
      returned: { orders: 0, booklets: 0 },
      sold: 4,
    });
  });

  it('keeps summary rows equal to the order lines counted afresh', async () => {
    await order([{ bookletId: booklets.published.id, quantity: 4 }]);
    const differences = (sql: string) => dataSource.query(sql) as Promise<unknown[]>;
    const perBookletDay = `SELECT l.booklet_id, statistics_swiss_day(o.order_date_time) AS day,
        l.vat_percent, COUNT(*)::int AS orders, SUM(l.quantity)::bigint AS booklets,
        SUM(l.price) AS revenue
      FROM order_line l JOIN customer_order o ON o.id = l.order_id GROUP BY 1, 2, 3`;
    const summaryPerBookletDay =
      'SELECT booklet_id, day, vat_percent, orders, booklets, revenue FROM statistics_booklet_day';
    const perSeasonDay = `SELECT b.year, statistics_swiss_day(o.order_date_time) AS day,
        COUNT(DISTINCT o.id)::int AS orders, SUM(l.quantity)::bigint AS booklets
      FROM order_line l JOIN booklet b ON b.id = l.booklet_id
      JOIN customer_order o ON o.id = l.order_id GROUP BY 1, 2`;
    const summaryPerSeasonDay = 'SELECT year, day, orders, booklets FROM statistics_season_day';
    const partner = (place: 'l.booklet_id' | 'b.year', states: string) => `
      SELECT ${place} AS place, o.type, COUNT(DISTINCT o.id)::int AS orders,
        SUM(l.quantity)::bigint AS booklets
      FROM ${states ? 'return' : 'partner'}_order_line l
      JOIN ${states ? 'return' : 'partner'}_order o
        ON o.id = l.${states ? 'return' : 'partner'}_order_id
      JOIN booklet b ON b.id = l.booklet_id ${states} GROUP BY 1, 2`;
    const kept = (table: string, place: string, kind: string) =>
      `SELECT ${place}, type, orders, booklets FROM ${table} WHERE kind = '${kind}'`;
    const collected = `WHERE o.state IN ('collected', 'closed')`;
    for (const [counted, summary] of [
      [perBookletDay, summaryPerBookletDay],
      [perSeasonDay, summaryPerSeasonDay],
      [partner('l.booklet_id', ''), kept('statistics_partner_booklet', 'booklet_id', 'partner')],
      [partner('b.year', ''), kept('statistics_partner_year', 'year', 'partner')],
      [
        partner('l.booklet_id', collected),
        kept('statistics_partner_booklet', 'booklet_id', 'return'),
      ],
      [partner('b.year', collected), kept('statistics_partner_year', 'year', 'return')],
    ]) {
      expect(await differences(`(${counted}) EXCEPT (${summary})`)).toEqual([]);
      expect(await differences(`(${summary}) EXCEPT (${counted})`)).toEqual([]);
    }
  });
});
