import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { BookletState } from '@gb/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { Region } from '../../src/modules/regions/entities/region.entity.js';
import { bookletBody } from '../support/booklet-season.fixture.js';
import { DEMO, login } from '../support/login.js';
import {
  insertOrderBooklets,
  privateOrder,
  type OrderBooklets,
} from '../support/order-booklets.fixture.js';
import { startReplicas, type Replicas } from '../support/replicas.js';

function mailsIn(dataDir: string): string[] {
  try {
    const folder = join(dataDir, 'mail');
    return readdirSync(folder).map((file) => readFileSync(join(folder, file), 'utf8'));
  } catch {
    return [];
  }
}

async function eventually(probe: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('gave up waiting');
}

describe('two replicas on one database and Redis', () => {
  let replicas: Replicas;
  let booklets: OrderBooklets;

  beforeAll(async () => {
    replicas = await startReplicas();
    booklets = await insertOrderBooklets(replicas.a.app.get(DataSource));
  });

  afterAll(() => replicas.close());

  const order = (email: string) =>
    privateOrder([{ bookletId: booklets.published.id, quantity: 1 }], { email });

  it("refuses a client's 21st order within a minute whichever replica it reaches", async () => {
    const client = '203.0.113.21';
    for (let index = 0; index < 20; index += 1) {
      const replica = index % 2 === 0 ? replicas.a : replicas.b;
      await request(replica.server)
        .post('/api/v1/order')
        .set('X-Forwarded-For', client)
        .send(order(`limit.${index}@example.ch`))
        .expect(201);
    }
    for (const replica of [replicas.a, replicas.b]) {
      const refused = await request(replica.server)
        .post('/api/v1/order')
        .set('X-Forwarded-For', client)
        .set('Accept-Language', 'en-US')
        .send(order('limit.21@example.ch'))
        .expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another client is not affected.
    await request(replicas.b.server)
      .post('/api/v1/order')
      .set('X-Forwarded-For', '203.0.113.22')
      .send(order('other.client@example.ch'))
      .expect(201);
  });

  it('refuses an account on replica B after five wrong passwords on replica A', async () => {
    const client = '203.0.113.30';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await request(replicas.a.server)
        .post('/api/v1/auth/authenticate')
        .set('X-Forwarded-For', client)
        .send({ username: DEMO.franchisee, password: 'Wrong-pass1' })
        .expect(401);
    }
    await request(replicas.b.server)
      .post('/api/v1/auth/authenticate')
      .set('X-Forwarded-For', client)
      .send({ username: DEMO.franchisee, password: 'Wrong-pass1' })
      .expect(429);
  });

  it("shows a region renamed on replica A in replica B's public booklet list at once", async () => {
    const region = await replicas.a.app
      .get(DataSource)
      .getRepository(Region)
      .findOneByOrFail({ id: booklets.published.regionId });
    const regionNames = async () =>
      (await request(replicas.b.server).get('/api/v1/booklet').expect(200)).body
        .filter((booklet: { regionId: number }) => booklet.regionId === region.id)
        .map((booklet: { regionName: string }) => booklet.regionName);
    expect(await regionNames()).toContain(region.name);

    const { token } = await login(replicas.a.server, DEMO.admin);
    await request(replicas.a.server)
      .put(`/api/v1/region/${region.id}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'Bestellland Nord' })
      .expect(200);

    const names = await regionNames();
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['Bestellland Nord']));
  });

  it('prices an order on replica B from a booklet created, then repriced, on replica A a moment before', async () => {
    // Replica B has just read the booklets it prices orders from.
    await request(replicas.b.server)
      .post('/api/v1/order')
      .send(order('warm.b@example.ch'))
      .expect(201);

    const { token } = await login(replicas.a.server, DEMO.franchisee);
    const created = await request(replicas.a.server)
      .post('/api/v1/booklet')
      .set('Authorization', `Bearer ${token}`)
      .send({
        ...bookletBody(booklets.published.regionId, 2090),
        state: BookletState.Published,
        unitPrice: 41,
        preOrderFromDate: '2020-01-01',
        orderFromDate: '2020-02-01',
      })
      .expect(201);
    const orderNew = () =>
      request(replicas.b.server)
        .post('/api/v1/order')
        .send(
          privateOrder([{ bookletId: created.body.id, quantity: 1 }], {
            email: 'new.booklet@example.ch',
          }),
        )
        .expect(201);
    expect((await orderNew()).body.orderLines[0].unitPrice).toBe(41);

    await request(replicas.a.server)
      .put(`/api/v1/booklet/${created.body.id}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ ...created.body, unitPrice: 43 })
      .expect(200);
    expect((await orderNew()).body.orderLines[0].unitPrice).toBe(43);
  });

  it("shows a text block saved on replica A on replica B's public call at once", async () => {
    const welcome = async () =>
      (await request(replicas.b.server).get('/api/v1/text-block?canonical=home').expect(200)).body;
    // Replica B keeps the blocks from here on.
    const before = await welcome();

    const { token } = await login(replicas.a.server, DEMO.franchisee);
    await request(replicas.a.server)
      .put(`/api/v1/text-block/${before.id}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ canonical: 'home', text: 'Neu auf beiden Servern', internalNotes: '' })
      .expect(200);

    expect((await welcome()).text).toBe('Neu auf beiden Servern');
  });

  it('sends one mail per order when both replicas work the job queue', async () => {
    const emails = Array.from({ length: 12 }, (_, index) => `outbox.${index}@example.ch`);
    await Promise.all(
      emails.map((email, index) =>
        request((index % 2 === 0 ? replicas.a : replicas.b).server)
          .post('/api/v1/order')
          .set('X-Forwarded-For', `198.51.100.${index + 1}`)
          .send(order(email))
          .expect(201),
      ),
    );
    const dataSource = replicas.a.app.get(DataSource);
    await eventually(async () => {
      const [{ waiting }] = await dataSource.query(
        `SELECT count(*)::int AS waiting FROM pgboss.job
         WHERE name = 'order-confirmation' AND state <> 'completed'`,
      );
      return waiting === 0;
    });
    const mails = [...mailsIn(replicas.a.dataDir), ...mailsIn(replicas.b.dataDir)];
    for (const email of emails) {
      expect(mails.filter((mail) => mail.includes(`To: ${email}`))).toHaveLength(1);
    }
  });
});
