import type { Order } from '@gb/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { withBytesBody } from './support/bytes-body.js';
import { DEMO, login } from './support/login.js';
import { insertOrderBooklets, privateOrder } from './support/order-booklets.fixture.js';
import { pdfPageTexts } from './support/pdf-text.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('the invoice of an order', () => {
  let t: TestApp;
  let text: string;

  beforeAll(async () => {
    t = await startTestApp();
    const booklets = await insertOrderBooklets(t.app.get(DataSource));
    const order = (
      await request(t.server)
        .post('/api/v1/order')
        .send(
          privateOrder([{ bookletId: booklets.published.id, quantity: 1 }], {
            salutation: 'Herr',
            firstname: 'Jiří',
            lastname: 'Dvořák-Łukasiewicz',
            street: 'Nguyễn-Straße 7',
          }),
        )
        .expect(201)
    ).body as Order;
    const { token } = await login(t.server, DEMO.franchisee);
    const invoice = await withBytesBody(
      request(t.server)
        .get(`/api/v1/order/${order.id}/invoice`)
        .set('Authorization', `Bearer ${token}`),
    ).expect(200);
    [text = ''] = await pdfPageTexts(invoice.body as Buffer);
  });

  afterAll(() => t.close());

  it('prints the buyer’s address as ordered', () => {
    expect(text).toContain('Herr Jiří Dvořák-Łukasiewicz\r\nNguyễn-Straße 7\r\n5000 Aarau');
  });

  it('prints the receipt and the payment part as their QR code holds them', () => {
    expect(text.match(/^Jiří Dvořák-Łukasiewicz\r\nNguyên-Straße 7\r\n5000 Aarau$/gm)).toHaveLength(
      2,
    );
  });

  it('says it is a sample when no creditor is configured', () => {
    expect(text).toMatch(/^Muster – nicht bezahlen$/m);
    expect(text).toMatch(/^Muster - nicht bezahlen: Bestellung \d{4}-\d{5}$/m);
  });
});
