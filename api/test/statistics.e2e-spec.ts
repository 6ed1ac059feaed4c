// Also on the embedded database: the summaries that triggers keep.
import { currentBookletYear } from '@gb/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { DEMO, login } from './support/login.js';
import {
  writeStatisticsSeason,
  type StatisticsSeason,
} from './support/statistics-season.fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('statistics of a booklet year', () => {
  let t: TestApp;
  let season: StatisticsSeason;
  let franchisee: string;

  const as = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await startTestApp();
    season = await writeStatisticsSeason(t.app.get(DataSource));
    franchisee = (await login(t.server, DEMO.franchisee)).token;
  });

  afterAll(() => t.close());

  it('counts every figure of each booklet of the year', async () => {
    const response = await request(t.server)
      .get('/api/v1/statistics?year=2041')
      .set(as(franchisee))
      .expect(200);
    expect(response.body.year).toBe(2041);
    expect(response.body.booklets).toEqual([
      {
        bookletId: season.first,
        regionName: 'Aarau-Baden',
        year: 2041,
        vouchersByState: { Created: 2, Finished: 1 },
        // 90 CHF with 8.1 % VAT included: 90 × 8.1 / 108.1 = 6.74.
        publicOrders: { orders: 2, booklets: 3, revenue: 90, vat: 6.74 },
        partnerOrders: {
          Commission: { orders: 1, booklets: 10 },
          Purchase: { orders: 1, booklets: 3 },
        },
        returns: { Commission: { orders: 1, booklets: 4 }, Purchase: { orders: 0, booklets: 0 } },
        printed: 1000,
        // 3 public + 13 partner − 4 returned.
        sold: 12,
        activations: 0,
        redemptions: 0,
      },
      {
        bookletId: season.second,
        regionName: expect.any(String),
        year: 2041,
        vouchersByState: { Draft: 1, Finished: 1 },
        // 30 × 8.1 / 108.1 + 90 × 2.6 / 102.6 = 2.25 + 2.28.
        publicOrders: { orders: 2, booklets: 4, revenue: 120, vat: 4.53 },
        partnerOrders: {
          Commission: { orders: 1, booklets: 5 },
          Purchase: { orders: 0, booklets: 0 },
        },
        returns: { Commission: { orders: 0, booklets: 0 }, Purchase: { orders: 0, booklets: 0 } },
        printed: null,
        sold: 9,
        activations: 0,
        redemptions: 0,
      },
    ]);
  });

  it('totals the year counting an order with two booklets once', async () => {
    const { body } = await request(t.server)
      .get('/api/v1/statistics?year=2041')
      .set(as(franchisee))
      .expect(200);
    expect(body.totals).toEqual({
      publicOrders: { orders: 3, booklets: 7, revenue: 210, vat: 11.27 },
      partnerOrders: {
        Commission: { orders: 1, booklets: 15 },
        Purchase: { orders: 1, booklets: 3 },
      },
      returns: { Commission: { orders: 1, booklets: 4 }, Purchase: { orders: 0, booklets: 0 } },
      printed: 1000,
      sold: 21,
      activations: 0,
      redemptions: 0,
    });
  });

  it('gives the orders per Swiss day, days without orders as zero', async () => {
    const { body } = await request(t.server)
      .get('/api/v1/statistics?year=2041')
      .set(as(franchisee))
      .expect(200);
    expect(body.ordersPerDay).toEqual([
      { date: '2040-09-01', orders: 2, booklets: 4 },
      { date: '2040-09-02', orders: 0, booklets: 0 },
      { date: '2040-09-03', orders: 1, booklets: 3 },
    ]);
  });

  it('keeps another year apart', async () => {
    const { body } = await request(t.server)
      .get('/api/v1/statistics?year=2042')
      .set(as(franchisee))
      .expect(200);
    expect(body.booklets.map((booklet: { bookletId: number }) => booklet.bookletId)).toEqual([
      season.other,
    ]);
    expect(body.totals).toMatchObject({
      publicOrders: { orders: 1, booklets: 5, revenue: 150 },
      printed: 500,
      sold: 12,
    });
    const empty = await request(t.server)
      .get('/api/v1/statistics?year=2099')
      .set(as(franchisee))
      .expect(200);
    expect(empty.body).toEqual({
      year: 2099,
      booklets: [],
      totals: {
        publicOrders: { orders: 0, booklets: 0, revenue: 0, vat: 0 },
        partnerOrders: {
          Commission: { orders: 0, booklets: 0 },
          Purchase: { orders: 0, booklets: 0 },
        },
        returns: { Commission: { orders: 0, booklets: 0 }, Purchase: { orders: 0, booklets: 0 } },
        printed: 0,
        sold: 0,
        activations: 0,
        redemptions: 0,
      },
      ordersPerDay: [],
      voucherRedemptions: [],
    });
  });

  it('defaults to the current booklet year (the next one from August)', async () => {
    const { body } = await request(t.server)
      .get('/api/v1/statistics')
      .set(as(franchisee))
      .expect(200);
    expect(body.year).toBe(currentBookletYear(new Date()));
    // The demo season of that year has booklets.
    expect(body.booklets.length).toBeGreaterThan(0);
  });

  it('answers an admin, and refuses a company, a graphic designer and visitors', async () => {
    const admin = (await login(t.server, DEMO.admin)).token;
    await request(t.server).get('/api/v1/statistics?year=2041').set(as(admin)).expect(200);
    for (const user of [DEMO.company, DEMO.designer]) {
      const { token } = await login(t.server, user);
      const refused = await request(t.server).get('/api/v1/statistics').set(as(token)).expect(403);
      expect(refused.body.message).toBe('Dazu sind Sie nicht berechtigt');
    }
    await request(t.server).get('/api/v1/statistics').expect(401);
  });

  it('refuses a year that is no year with a message', async () => {
    const response = await request(t.server)
      .get('/api/v1/statistics?year=soon')
      .set(as(franchisee))
      .set('Accept-Language', 'en-US')
      .expect(400);
    expect(response.body.errors).toEqual([expect.stringContaining('Year')]);
  });
});
