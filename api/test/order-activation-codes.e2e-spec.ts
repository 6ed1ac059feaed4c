import { isActivationCode } from '@gb/contracts/activation-code';
import type { Order } from '@gb/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { withBytesBody } from './support/bytes-body.js';
import { DEMO, login } from './support/login.js';
import { insertOrderBooklets, privateOrder } from './support/order-booklets.fixture.js';
import { pdfPageTexts } from './support/pdf-text.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { mailsArriving } from './support/voucher-workflow.fixture.js';
import { activate } from './support/wallet.fixture.js';

const CODE = /\b[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}\b/g;

/** The activation codes a text lists, in their order. */
const codesIn = (text: string): string[] => text.match(CODE) ?? [];

describe('the activation codes of a booklet ordered online', () => {
  let t: TestApp;
  let franchisee: string;
  let bookletId: number;

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
    const booklets = await insertOrderBooklets(t.app.get(DataSource));
    bookletId = booklets.published.id;
    franchisee = (await login(t.server, DEMO.franchisee)).token;
  });

  afterAll(() => t.close());

  const order = async (quantity: number, email: string, language: string): Promise<Order> =>
    (
      await request(t.server)
        .post('/api/v1/order')
        .set('Accept-Language', language)
        .send(privateOrder([{ bookletId, quantity }], { email }))
        .expect(201)
    ).body as Order;

  it('lists one code per copy in the mail and the invoice; one of them activates', async () => {
    const placed = await order(3, 'three.copies@example.ch', 'en-US');
    const [mail] = await mailsArriving(t.dataDir, 'three.copies@example.ch', 'activation codes');
    expect(mail).toContain('Your activation codes, one per booklet');
    expect(mail).toContain('Bestellland 2080:');
    const mailed = codesIn(mail!);
    expect(mailed).toHaveLength(3);
    expect(new Set(mailed).size).toBe(3);
    expect(mailed.every(isActivationCode)).toBe(true);

    // The invoice, made again later, lists the same codes: they are derived, not stored.
    const invoice = await withBytesBody(
      request(t.server)
        .get(`/api/v1/order/${placed.id}/invoice`)
        .set('Authorization', `Bearer ${franchisee}`),
    ).expect(200);
    const text = (await pdfPageTexts(invoice.body as Buffer)).join('\n');
    expect(text).toContain('Aktivierungscodes (einer pro Booklet');
    expect(codesIn(text)).toEqual(mailed);

    const counts = await request(t.server)
      .get(`/api/v1/booklet/${bookletId}/activation-code`)
      .set('Authorization', `Bearer ${franchisee}`)
      .expect(200);
    expect(counts.body).toMatchObject({ created: 3, activated: 0 });

    const activated = await activate(t, mailed[1]!, 'three.copies@example.ch').expect(201);
    expect(activated.body).toEqual({ regionName: 'Bestellland', year: 2080 });
    const after = await request(t.server)
      .get(`/api/v1/booklet/${bookletId}/activation-code`)
      .set('Authorization', `Bearer ${franchisee}`)
      .expect(200);
    expect(after.body).toMatchObject({ created: 3, activated: 1 });
  });

  it('gives every order codes of its own, in German for a German buyer', async () => {
    await order(1, 'one.copy@example.ch', 'de-CH');
    const [mail] = await mailsArriving(t.dataDir, 'one.copy@example.ch', 'Aktivierungscodes');
    expect(mail).toContain('Ihre Aktivierungscodes, einer pro Booklet');
    const [code] = codesIn(mail!);
    const [earlier] = await mailsArriving(t.dataDir, 'three.copies@example.ch', 'activation codes');
    expect(codesIn(earlier!)).not.toContain(code);
    await activate(t, code!, 'one.copy@example.ch').expect(201);
  });
});
