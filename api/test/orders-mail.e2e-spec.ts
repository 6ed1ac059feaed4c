// Also on the embedded database: the job queue's mails, fetched with FOR UPDATE SKIP LOCKED and sent after commit.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { eventually } from '@gb/test-kit';
import request from 'supertest';
import { DataSource } from 'typeorm';

import {
  insertOrderBooklets,
  privateOrder,
  type OrderBooklets,
} from './support/order-booklets.fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The mail renders its invoice in a thread that starts with the first one: slow on a busy machine. */
const WAIT = { timeoutMs: 30_000, everyMs: 100 };

interface ConfirmationJob {
  id: string;
  state: string;
  retry_count: number;
  start_after: string;
  output: { message: string };
}

/** The order's confirmation jobs in the job queue (pg-boss's own table). */
function confirmationJobs(
  t: TestApp,
  orderId: number,
  queue = 'order-confirmation',
): Promise<ConfirmationJob[]> {
  return t.app.get(DataSource).query(
    `SELECT id, state, retry_count, start_after, output FROM pgboss.job
       WHERE name = $1 AND data->>'orderId' = $2`,
    [queue, String(orderId)],
  );
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
    const mail = await eventually(
      () => {
        const files = (() => {
          try {
            return readdirSync(mailFolder);
          } catch {
            return [];
          }
        })();
        const texts = files.map((file) => readFileSync(join(mailFolder, file), 'utf8'));
        return texts.find((text) => text.includes('english.buyer@example.ch'));
      },
      { ...WAIT, what: 'the confirmation mail' },
    );
    expect(mail).toContain(`Subject: Your order ${displayOrderId}`);
    expect(mail).toContain('Hello Anna Muster');
    expect(mail).toMatch(/Total: CHF\s?75\.00/);
    expect(mail).toContain(`Invoice-${displayOrderId}.pdf`);
    expect(mail).toContain('Content-Type: application/pdf');
    const base64 = mail.split('Content-Type: application/pdf')[1]!.split(/\r?\n\r?\n/)[1]!;
    expect(Buffer.from(base64.replace(/\s+/g, ''), 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    // The job is done just after the mail was handed over (written as a file here), at its first try.
    const done = await eventually(
      async () => {
        const [job] = await confirmationJobs(t, response.body.id);
        return job?.state === 'completed' ? job : undefined;
      },
      { ...WAIT, what: 'the mail job done' },
    );
    expect(done.retry_count).toBe(0);
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
    const failed = await eventually(
      async () => {
        const [job] = await confirmationJobs(t, response.body.id);
        return job?.state === 'retry' ? job : undefined;
      },
      { ...WAIT, what: 'the mail job waiting for its retry' },
    );
    expect(failed.output.message).toMatch(/ECONNREFUSED|connect/i);
    expect(new Date(failed.start_after).getTime()).toBeGreaterThan(Date.now() + 30_000);
    const stored = await dataSource.query('SELECT id FROM customer_order WHERE id = $1', [
      response.body.id,
    ]);
    expect(stored).toHaveLength(1);

    // Once the retry is due it is tried again, and after its last try it is kept as dead.
    await dataSource.query(
      'UPDATE pgboss.job SET start_after = now(), retry_limit = retry_count + 1 WHERE id = $1',
      [failed.id],
    );
    const dead = await eventually(
      async () => {
        const [job] = await confirmationJobs(t, response.body.id);
        return job?.state === 'failed' ? job : undefined;
      },
      { ...WAIT, what: 'the mail job dead after its last retry' },
    );
    expect(dead.retry_count).toBe(failed.retry_count + 1);
    const [kept] = await confirmationJobs(t, response.body.id, 'order-confirmation-dead');
    expect(kept.state).toBe('created');
  });
});
