// Also on the embedded database: the mail outbox, claimed with FOR UPDATE SKIP LOCKED and sent after commit.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import request from 'supertest';
import { DataSource } from 'typeorm';

import { OrderConfirmationMailer } from '../src/modules/orders/mail/order-confirmation-mailer.service.js';
import {
  insertOrderBooklets,
  privateOrder,
  type OrderBooklets,
} from './support/order-booklets.fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

async function eventually<T>(probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('gave up waiting');
}

describe('order confirmation mail', () => {
  let t: TestApp;
  let booklets: OrderBooklets;
  const dataDir = mkdtempSync(join(tmpdir(), 'gb-order-mail-'));

  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: dataDir });
    booklets = await insertOrderBooklets(t.app.get(DataSource));
  });

  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('mails the buyer a summary in their language with the invoice PDF attached', async () => {
    const response = await request(t.server)
      .post('/api/v1/order')
      .set('Accept-Language', 'en-US')
      .send(
        privateOrder([{ bookletId: booklets.published.id, quantity: 2 }], {
          email: 'english.buyer@example.ch',
        }),
      )
      .expect(201);
    const { displayOrderId } = response.body;
    const mailFolder = join(dataDir, 'mail');
    const mail = await eventually(() => {
      const files = (() => {
        try {
          return readdirSync(mailFolder);
        } catch {
          return [];
        }
      })();
      const texts = files.map((file) => readFileSync(join(mailFolder, file), 'utf8'));
      return texts.find((text) => text.includes('english.buyer@example.ch'));
    });
    expect(mail).toContain(`Subject: Your order ${displayOrderId}`);
    expect(mail).toContain('Hello Anna Muster');
    expect(mail).toMatch(/Total: CHF\s?75\.00/);
    expect(mail).toContain(`Invoice-${displayOrderId}.pdf`);
    expect(mail).toContain('Content-Type: application/pdf');
    const base64 = mail.split('Content-Type: application/pdf')[1]!.split(/\r?\n\r?\n/)[1]!;
    expect(Buffer.from(base64.replace(/\s+/g, ''), 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    // The outbox row is marked sent just after the mail is handed over (written as a file here).
    const sent = await eventually(async () => {
      const [row] = await t.app
        .get(DataSource)
        .query('SELECT sent_at, attempts FROM order_confirmation_mail WHERE order_id = $1', [
          response.body.id,
        ]);
      return row?.sent_at ? row : undefined;
    });
    expect(sent.attempts).toBe(1);
  });
});

describe('order confirmation mail that cannot be sent', () => {
  let t: TestApp;
  let booklets: OrderBooklets;

  beforeAll(async () => {
    // Nothing listens on the discard port: every send fails.
    t = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    booklets = await insertOrderBooklets(t.app.get(DataSource));
  });

  afterAll(() => t.close());

  it('keeps the order and records the mail for a later retry', async () => {
    const response = await request(t.server)
      .post('/api/v1/order')
      .send(privateOrder([{ bookletId: booklets.published.id, quantity: 1 }]))
      .expect(201);
    const dataSource = t.app.get(DataSource);
    const outbox = await eventually(async () => {
      const rows = await dataSource.query(
        'SELECT attempts, last_error, sent_at, next_attempt_at FROM order_confirmation_mail WHERE order_id = $1',
        [response.body.id],
      );
      return rows[0]?.attempts >= 1 ? rows[0] : undefined;
    });
    expect(outbox.sent_at).toBeNull();
    expect(outbox.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(new Date(outbox.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 30_000);
    const stored = await dataSource.query('SELECT id FROM customer_order WHERE id = $1', [
      response.body.id,
    ]);
    expect(stored).toHaveLength(1);

    // Once the retry is due, the next run tries again and waits longer after a new failure.
    const retryAt = new Date(new Date(outbox.next_attempt_at).getTime() + 1000);
    await t.app.get(OrderConfirmationMailer).sendDue(retryAt);
    const [retried] = await dataSource.query(
      'SELECT attempts, sent_at, next_attempt_at FROM order_confirmation_mail WHERE order_id = $1',
      [response.body.id],
    );
    expect(retried.attempts).toBe(2);
    expect(retried.sent_at).toBeNull();
    expect(new Date(retried.next_attempt_at).getTime()).toBe(retryAt.getTime() + 2 * 60_000);
  });
});
