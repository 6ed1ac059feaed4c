// Also on the embedded database: the orders path: gapless order numbers under concurrent orders, idempotency keys.
import { AddressType, type Order } from '@gb/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import {
  insertOrderBooklets,
  privateOrder,
  type OrderBooklets,
} from './support/order-booklets.fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { orderYear } from '../src/modules/orders/services/display-order-id.js';

describe('public orders', () => {
  let t: TestApp;
  let booklets: OrderBooklets;
  let dataSource: DataSource;

  beforeAll(async () => {
    t = await startTestApp({ ORDER_RATE_LIMIT: '10000' });
    dataSource = t.app.get(DataSource);
    booklets = await insertOrderBooklets(dataSource);
  });

  afterAll(() => t.close());

  const orderCount = async () =>
    Number((await dataSource.query('SELECT COUNT(*) AS n FROM customer_order'))[0].n);

  const post = (body: object, locale = 'de-CH') =>
    request(t.server).post('/api/v1/order').set('Accept-Language', locale).send(body);

  describe('postage', () => {
    // The specification's table: 0 → 0; 1 → 2.5; 2 → 5; up to 3 → 7.5; up to 7 → 10;
    // up to 18 → 12.5; up to 35 → 15; more → 23.
    const specified = (quantity: number) =>
      quantity === 0
        ? 0
        : quantity === 1
          ? 2.5
          : quantity === 2
            ? 5
            : quantity === 3
              ? 7.5
              : quantity <= 7
                ? 10
                : quantity <= 18
                  ? 12.5
                  : quantity <= 35
                    ? 15
                    : 23;

    it.each(Array.from({ length: 41 }, (_, quantity) => quantity))(
      'answers the postage for %i booklets',
      async (quantity) => {
        const response = await request(t.server)
          .get(`/api/v1/order/postage?quantity=${quantity}`)
          .expect(200);
        expect(response.body).toEqual({ quantity, postage: specified(quantity) });
      },
    );

    it('refuses a quantity that is no number', async () => {
      const response = await request(t.server)
        .get('/api/v1/order/postage?quantity=abc')
        .expect(400);
      expect(response.body.errors).toEqual(['Anzahl ist ungültig']);
    });
  });

  it('stores the order with prices, VAT and postage from the booklets, not from the client', async () => {
    const response = await post({
      ...privateOrder([
        { bookletId: booklets.published.id, quantity: 2 },
        { bookletId: booklets.preOrder.id, quantity: 1 },
      ]),
      total: 1,
      postage: 0,
      orderLines: [
        { bookletId: booklets.published.id, quantity: 2, unitPrice: 0.01, price: 0.02 },
        { bookletId: booklets.preOrder.id, quantity: 1, unitPrice: 0.01 },
      ],
    }).expect(201);
    const order = response.body as Order;
    expect(order.displayOrderId).toMatch(new RegExp(`^${orderYear(new Date())}-\\d{5}$`));
    expect(order.orderLines).toEqual([
      {
        bookletId: booklets.published.id,
        currency: 'CHF',
        unitPrice: 35,
        quantity: 2,
        price: 70,
        vatPercent: 8.1,
      },
      {
        bookletId: booklets.preOrder.id,
        currency: 'CHF',
        unitPrice: 39.9,
        quantity: 1,
        price: 39.9,
        vatPercent: 8.1,
      },
    ]);
    expect(order.postage).toBe(7.5);
    expect(order.total).toBe(117.4);
    expect(order.billingAddress).toMatchObject({
      type: AddressType.Private,
      firstname: 'Anna',
      lastname: 'Muster',
      company: '',
      zip: '5000',
    });
    const stored = await dataSource.query('SELECT total FROM customer_order WHERE id = $1', [
      order.id,
    ]);
    expect(Number(stored[0].total)).toBe(117.4);
  });

  it('clears the company of a private order before storing it', async () => {
    const response = await post(
      privateOrder([{ bookletId: booklets.published.id, quantity: 1 }], { company: 'Muster AG' }),
    ).expect(201);
    expect(response.body.billingAddress.company).toBe('');
  });

  it('takes a company order with the company name only', async () => {
    const response = await post(
      privateOrder([{ bookletId: booklets.published.id, quantity: 1 }], {
        type: AddressType.Company,
        company: 'Muster AG',
        firstname: '',
        lastname: '',
      }),
    ).expect(201);
    expect(response.body.billingAddress).toMatchObject({ type: 'company', company: 'Muster AG' });
    expect(response.body.total).toBe(37.5);
  });

  describe('validation, nothing stored', () => {
    const line = () => [{ bookletId: booklets.published.id, quantity: 1 }];
    it.each([
      ['street missing', { street: '' }, 'Strasse darf nicht leer sein.', 'Street is required'],
      ['city missing', { city: ' ' }, 'Ort darf nicht leer sein.', 'City is required'],
      ['email missing', { email: '' }, 'E-mail darf nicht leer sein.', 'Email is required'],
      [
        'email invalid',
        { email: 'anna@' },
        'E-mail muss eine gültige E-mail sein.',
        'Email must be a valid email-address',
      ],
      [
        'zip of 3 digits',
        { zip: '500' },
        'PLZ muss gültige PLZ sein.',
        'Zip has to be a valid zip',
      ],
      [
        'zip starting with 0',
        { zip: '0500' },
        'PLZ muss gültige PLZ sein.',
        'Zip has to be a valid zip',
      ],
      [
        'private without first name',
        { firstname: '' },
        'Vorname darf nicht leer sein.',
        'First name is required',
      ],
      [
        'private without last name',
        { lastname: '' },
        'Nachname darf nicht leer sein.',
        'Last name is required',
      ],
      [
        'company without any name',
        { type: 'company', company: '', firstname: '', lastname: '' },
        [
          'Vorname darf nicht leer sein.',
          'Nachname darf nicht leer sein.',
          'Firma darf nicht leer sein.',
        ],
        ['First name is required', 'Last name is required', 'Company is required'],
      ],
      [
        'company with a first name only',
        { type: 'company', company: '', lastname: '' },
        'Nachname darf nicht leer sein.',
        'Last name is required',
      ],
      [
        'no line',
        { orderLines: [] },
        'Bitte mindestens ein Booklet auswählen',
        'Please select at least one booklet',
      ],
      [
        'quantity 0',
        { orderLines: 'zero' },
        'Anzahl muss zwischen 1 und 100 liegen',
        'Quantity must be between 1 and 100',
      ],
      [
        'quantity 101',
        { orderLines: 'over' },
        'Anzahl muss zwischen 1 und 100 liegen',
        'Quantity must be between 1 and 100',
      ],
    ])('refuses %s in both locales', async (_case, overrides, german, english) => {
      const before = await orderCount();
      const quantities: Record<string, number> = { zero: 0, over: 101 };
      const { orderLines, ...fields } = overrides as Record<string, unknown>;
      const body = privateOrder(
        typeof orderLines === 'string'
          ? [{ bookletId: booklets.published.id, quantity: quantities[orderLines]! }]
          : ((orderLines as []) ?? line()),
        fields,
      );
      const de = await post(body, 'de-CH').expect(400);
      expect(de.body.errors).toEqual([german].flat());
      const en = await post(body, 'en-US').expect(400);
      expect(en.body.errors).toEqual([english].flat());
      expect(await orderCount()).toBe(before);
    });
  });

  it.each([
    ['archived', 'archived'],
    ['sold out', 'soldOut'],
    ['not yet pre-orderable', 'notYetPreOrderable'],
    ['published with its pre-order date ahead', 'publishedNotYetPreOrderable'],
  ] as const)('refuses a booklet that is %s and stores nothing', async (_case, name) => {
    const before = await orderCount();
    const response = await post(
      privateOrder([
        { bookletId: booklets.published.id, quantity: 1 },
        { bookletId: booklets[name].id, quantity: 1 },
      ]),
    ).expect(400);
    expect(response.body.message).toBe(
      'Es ist ein Fehler aufgetreten, dieses Booklet kann nicht bestellt werden',
    );
    expect(await orderCount()).toBe(before);
  });

  it('refuses an unknown booklet', async () => {
    const response = await post(privateOrder([{ bookletId: 999999, quantity: 1 }]), 'en-US').expect(
      400,
    );
    expect(response.body.message).toBe('An error has occurred, this booklet cannot be ordered');
  });

  it('stores 200 orders sent at once, each with its own number and no gap', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        post(
          privateOrder([{ bookletId: booklets.published.id, quantity: 1 + (index % 3) }], {
            email: `buyer${index}@example.ch`,
          }),
        ),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(201));
    const numbers = responses.map((response) => (response.body as Order).displayOrderId);
    expect(new Set(numbers).size).toBe(200);
    const year = orderYear(new Date());
    const stored = (await dataSource.query(
      'SELECT display_order_id FROM customer_order ORDER BY display_order_id',
    )) as { display_order_id: string }[];
    expect(stored.map((row) => row.display_order_id)).toEqual(
      stored.map((_, index) => `${year}-${String(index + 1).padStart(5, '0')}`),
    );
    expect(stored.map((row) => row.display_order_id)).toEqual(expect.arrayContaining(numbers));
  });

  it('stores exactly one order when the same Idempotency-Key arrives 10 times at once', async () => {
    const before = await orderCount();
    const body = privateOrder([{ bookletId: booklets.published.id, quantity: 4 }]);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post(body).set('Idempotency-Key', 'same-order-key-1')),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
    expect(new Set(responses.map((response) => response.body.displayOrderId)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    const later = await post(body).set('Idempotency-Key', 'same-order-key-1').expect(201);
    expect(later.body.id).toBe(responses[0]!.body.id);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(await orderCount()).toBe(before + 1);
  });

  it.each([
    ['de-CH', 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet'],
    ['en-US', 'This Idempotency-Key was already used for another request'],
  ])(
    "answers 422 in %s for a known Idempotency-Key with another body, never the first buyer's order",
    async (locale, message) => {
      const key = `reused-key-${locale}`;
      const first = privateOrder([{ bookletId: booklets.published.id, quantity: 1 }]);
      await post(first).set('Idempotency-Key', key).expect(201);
      const before = await orderCount();
      const other = privateOrder([{ bookletId: booklets.published.id, quantity: 1 }], {
        firstname: 'Mallory',
        email: 'mallory@example.ch',
      });
      const response = await post(other)
        .set('Idempotency-Key', key)
        .set('Accept-Language', locale)
        .expect(422);
      expect(response.body).toEqual({ statusCode: 422, message });
      expect(await orderCount()).toBe(before);
    },
  );
});
