import { eventually } from '@gb/test-kit';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { MailsInJobQueue1795860000000 } from '../src/database/migrations/1795860000000-mails-in-job-queue.js';
import { insertOrderBooklets, privateOrder } from './support/order-booklets.fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const BUYER = 'carried.over@example.ch';

/** How many mails of `kind` to `recipient` the mail log holds. */
async function mailsTo(db: DataSource, recipient: string, kind: string): Promise<number> {
  const [{ count }] = (await db.query(
    `SELECT count(*)::int AS count FROM mail_log WHERE recipient = $1 AND kind = $2`,
    [recipient, kind],
  )) as { count: number }[];
  return count;
}

/**
 * An upgrade from the outbox tables to the job queue: the migration keeps a table that holds
 * unsent mail, and the next api start sends that mail through the queue and drops the table.
 */
describe('mail left unsent in the former outbox', () => {
  let first: TestApp;
  let upgraded: TestApp | undefined;

  beforeAll(async () => {
    first = await startTestApp();
  });

  afterAll(async () => {
    await upgraded?.close();
    await first.close();
  });

  it('goes out after the upgrade, and what was already sent does not go out again', async () => {
    const db = first.app.get(DataSource);
    const runner = db.createQueryRunner();
    try {
      // The tables as they were before the job queue, with one unsent and one sent mail each.
      await new MailsInJobQueue1795860000000().down(runner);
      await runner.query(
        `INSERT INTO mail_outbox (recipient, subject, body, kind, sent_at) VALUES
           ('left@example.ch', 'Left in the outbox', 'Still to send', 'voucher-approval', NULL),
           ('sent@example.ch', 'Sent before the upgrade', 'Done', 'voucher-approval', now())`,
      );
      // An order whose confirmation went out; its row in the former table was left unsent.
      const booklets = await insertOrderBooklets(db);
      const order = await request(first.server)
        .post('/api/v1/order')
        .send(privateOrder([{ bookletId: booklets.published.id, quantity: 1 }], { email: BUYER }))
        .expect(201);
      const orderId = order.body.id as number;
      await eventually(
        async () => ((await mailsTo(db, BUYER, 'order-confirmation')) === 1 ? true : undefined),
        { timeoutMs: 30_000, what: 'the order confirmation' },
      );
      await runner.query(
        `INSERT INTO order_confirmation_mail (order_id, locale, sent_at) VALUES ($1, 'en-US', NULL)`,
        [orderId],
      );
      await new MailsInJobQueue1795860000000().up(runner);
      expect(await runner.hasTable('mail_outbox')).toBe(true);
      expect(await runner.hasTable('order_confirmation_mail')).toBe(true);

      // The upgraded api starts on the same database.
      upgraded = await startTestApp({ DATABASE_URL: first.databaseUrl });

      const sent = await eventually(
        async () => {
          const rows = (await db.query(
            `SELECT recipient, kind FROM mail_log WHERE subject = 'Left in the outbox'`,
          )) as { recipient: string; kind: string }[];
          return rows.length > 0 ? rows : undefined;
        },
        { timeoutMs: 30_000, what: 'the left mail in the mail log' },
      );
      expect(sent).toEqual([{ recipient: 'left@example.ch', kind: 'voucher-approval' }]);
      await eventually(
        async () => ((await mailsTo(db, BUYER, 'order-confirmation')) === 2 ? true : undefined),
        { timeoutMs: 30_000, what: 'the carried-over order confirmation' },
      );
      expect(await runner.hasTable('mail_outbox')).toBe(false);
      expect(await runner.hasTable('order_confirmation_mail')).toBe(false);
      expect(
        await db.query(`SELECT 1 FROM mail_log WHERE subject = 'Sent before the upgrade'`),
      ).toEqual([]);
    } finally {
      await runner.release();
    }
  });
});
