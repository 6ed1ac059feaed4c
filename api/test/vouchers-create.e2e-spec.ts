// Also on the embedded database: idempotency keys (a unique violation decides a repeat).
import request from 'supertest';
import { DataSource } from 'typeorm';

import { startTestApp, type TestApp } from './support/test-app.js';
import { voucherCast, type VoucherCast } from './support/voucher-workflow.fixture.js';

describe('creating a voucher with an Idempotency-Key', () => {
  let t: TestApp;
  let cast: VoucherCast;

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
    cast = await voucherCast(t);
  });

  afterAll(() => t.close());

  const body = () => ({
    companyId: cast.companyId,
    responsibleUserId: cast.userIds.franchisee,
    voucherCategoryId: null,
    offerShort: 'Zwei Kaffees zum Preis von einem',
    bookletId: cast.bookletId,
  });
  const create = (
    key: string | undefined,
    sent: object,
    role: 'franchisee' | 'admin' = 'franchisee',
  ) => {
    const call = request(t.server)
      .post('/api/v1/voucher')
      .set('Authorization', `Bearer ${cast.tokens[role]}`)
      .set('Accept-Language', 'en-US');
    return (key === undefined ? call : call.set('Idempotency-Key', key)).send(sent);
  };
  const vouchersNamed = async (offerShort: string) =>
    Number(
      (
        (await t.app
          .get(DataSource)
          .query('SELECT count(*)::int AS count FROM voucher WHERE offer_short = $1', [
            offerShort,
          ])) as { count: number }[]
      )[0]!.count,
    );

  it('answers the first voucher to every repeat, even to repeats at once, and creates one', async () => {
    const sent = { ...body(), offerShort: 'Einmal bezahlen, zweimal geniessen' };
    const first = await create('voucher-key-1', sent).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const repeats = await Promise.all([1, 2, 3].map(() => create('voucher-key-1', sent)));
    expect(repeats.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(repeats.map((answer) => answer.body.id)).toEqual([
      first.body.id,
      first.body.id,
      first.body.id,
    ]);
    expect(repeats.every((answer) => answer.headers['idempotent-replayed'] === 'true')).toBe(true);
    expect(repeats[0]!.body).toMatchObject({
      offerShort: 'Einmal bezahlen, zweimal geniessen',
      stateClass: 'Created',
      inBookletIds: [cast.bookletId],
    });
    expect(await vouchersNamed('Einmal bezahlen, zweimal geniessen')).toBe(1);
    const history = await request(t.server)
      .get(`/api/v1/voucher/${first.body.id}/state-change`)
      .set('Authorization', `Bearer ${cast.tokens.franchisee}`)
      .expect(200);
    expect(history.body).toHaveLength(1);
  });

  it('creates a voucher per request without a key, and per key', async () => {
    const sent = { ...body(), offerShort: 'Zwei Glaces, eine bezahlt' };
    await create(undefined, sent).expect(201);
    await create(undefined, sent).expect(201);
    await create('voucher-key-2', sent).expect(201);
    await create('voucher-key-3', sent).expect(201);
    expect(await vouchersNamed('Zwei Glaces, eine bezahlt')).toBe(4);
  });

  it('refuses the key with another body, or from another user, with 422', async () => {
    await create('voucher-key-4', body()).expect(201);
    const otherBody = await create('voucher-key-4', { ...body(), offerShort: 'Anders' }).expect(
      422,
    );
    expect(otherBody.body.message).toBe(
      'This Idempotency-Key was already used for another request',
    );
    const otherUser = await create('voucher-key-4', body(), 'admin').expect(422);
    expect(otherUser.body.message).toBe(
      'This Idempotency-Key was already used for another request',
    );
    expect(await vouchersNamed('Anders')).toBe(0);
  });

  it('refuses a key longer than 200 characters with 400 and creates nothing', async () => {
    const sent = { ...body(), offerShort: 'Zu langer Schlüssel' };
    const response = await create('k'.repeat(201), sent).expect(400);
    expect(response.body.message).toBe('The request is not valid');
    expect(await vouchersNamed('Zu langer Schlüssel')).toBe(0);
  });

  it('does not replay a request that was refused: the key stays free', async () => {
    const refused = await create('voucher-key-5', { ...body(), companyId: 999999 });
    expect(refused.status).toBe(400);
    const sent = { ...body(), offerShort: 'Nach dem Fehler' };
    await create('voucher-key-5', sent).expect(201);
    expect(await vouchersNamed('Nach dem Fehler')).toBe(1);
  });
});
