// Also on the embedded database: the process ends its database last, whatever its kind.
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { join } from 'node:path';

import { DataSource } from 'typeorm';

import { closeGracefully } from '../src/common/lifecycle/close-gracefully.js';
import { insertOrderBooklets, privateOrder } from './support/order-booklets.fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ORDERS = 8;

function mailsIn(dataDir: string): string[] {
  try {
    const folder = join(dataDir, 'mail');
    return readdirSync(folder).map((file) => readFileSync(join(folder, file), 'utf8'));
  } catch {
    return [];
  }
}

describe('graceful shutdown', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  it('answers the orders in flight, then stops taking connections, and mails every order it took', async () => {
    const booklets = await insertOrderBooklets(t.app.get(DataSource));
    await t.app.listen(0, '127.0.0.1');
    const server = t.app.getHttpServer() as Server;
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    let arrived = 0;
    const allArrived = new Promise<void>((done) =>
      server.on('request', () => {
        arrived += 1;
        if (arrived === ORDERS) done();
      }),
    );
    const answers = Array.from({ length: ORDERS }, (_, index) =>
      fetch(`${base}/api/v1/order`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `drain-${index}-key` },
        body: JSON.stringify(
          privateOrder([{ bookletId: booklets.published.id, quantity: 1 }], {
            email: `drain.${index}@example.ch`,
          }),
        ),
      }),
    );
    await allArrived;
    const closed = closeGracefully(t.app);

    const statuses = await Promise.all(answers.map(async (answer) => (await answer).status));
    expect(statuses).toEqual(Array(ORDERS).fill(201));
    await closed;
    await expect(fetch(`${base}/api/v1/health`)).rejects.toThrow();

    // The outbox finished the orders' batch before the database closed.
    const mails = mailsIn(t.dataDir);
    for (let index = 0; index < ORDERS; index += 1) {
      expect(mails.filter((mail) => mail.includes(`drain.${index}@example.ch`))).toHaveLength(1);
    }
  });
});
