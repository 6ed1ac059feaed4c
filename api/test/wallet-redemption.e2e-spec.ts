// Also on the embedded database: two phones redeeming at once meet on the unique (copy, voucher).
import request from 'supertest';

import { callsAs } from './support/partner-order.fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  mailsArriving,
  voucherCast,
  type VoucherCast,
} from './support/voucher-workflow.fixture.js';
import {
  activate,
  insertWalletBooklets,
  printCodes,
  tokenInMail,
  type WalletBooklets,
} from './support/wallet.fixture.js';

describe('redemption confirmed by the partner', () => {
  let t: TestApp;
  let cast: VoucherCast;
  let booklets: WalletBooklets;
  let pin: string;
  let otherPin: string;

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
    cast = await voucherCast(t);
    booklets = await insertWalletBooklets(t, cast, 'Einlöseland');
    pin = (await callsAs(t, cast.tokens.company).get(`company/${cast.companyId}/redemption-pin`))
      .body.pin as string;
    otherPin = (
      await callsAs(t, cast.tokens.franchisee).get(`company/${cast.otherCompanyId}/redemption-pin`)
    ).body.pin as string;
  });

  afterAll(() => t.close());

  /** A new wallet of one copy of the booklet; answers its link's token. */
  async function walletWith(email: string, bookletId = booklets.published.id): Promise<string> {
    const [code] = await printCodes(t, cast.tokens.franchisee, bookletId, 1);
    await activate(t, code!, email).expect(201);
    const [mail] = await mailsArriving(t.dataDir, email, '/wallet/');
    return tokenInMail(mail!);
  }

  const redeem = (token: string, body: object, language = 'de-CH') =>
    request(t.server)
      .post(`/api/v1/wallet/${token}/redemption`)
      .set('Accept-Language', language)
      .send(body);

  it('shows the company its PIN, the same on every read, and renews it', async () => {
    expect(pin).toMatch(/^\d{6}$/);
    const again = await callsAs(t, cast.tokens.franchisee)
      .get(`company/${cast.companyId}/redemption-pin`)
      .expect(200);
    expect(again.body).toEqual({ pin });
    const renewed = await callsAs(t, cast.tokens.company)
      .post(`company/${cast.otherCompanyId}/redemption-pin`, {})
      .expect(403);
    expect(renewed.body.message).toBe('Dazu sind Sie nicht berechtigt');
    await callsAs(t, cast.tokens.company2)
      .get(`company/${cast.companyId}/redemption-pin`)
      .expect(403);
    await callsAs(t, cast.tokens.designer)
      .get(`company/${cast.companyId}/redemption-pin`)
      .expect(403);
    const token = await walletWith('renew@example.ch');
    const fresh = (
      await callsAs(t, cast.tokens.company).post(`company/${cast.companyId}/redemption-pin`, {})
    ).body.pin as string;
    expect(fresh).not.toBe(pin);
    // The former PIN confirms nothing any more.
    await redeem(token, { voucherId: booklets.voucherId, pin }).expect(403);
    pin = fresh;
    await redeem(token, { voucherId: booklets.voucherId, pin }).expect(201);
  });

  it('redeems with the right PIN (201 and the time), a second time is 409 with that time', async () => {
    const token = await walletWith('once@example.ch');
    const before = Date.now();
    const first = await redeem(token, { voucherId: booklets.voucherId, pin }).expect(201);
    expect(new Date(first.body.redeemedAt as string).getTime()).toBeGreaterThanOrEqual(
      before - 1000,
    );
    expect(first.body.voucherId).toBe(booklets.voucherId);
    const second = await redeem(token, { voucherId: booklets.voucherId, pin }).expect(409);
    expect(second.body.message).toMatch(
      /^Dieser Gutschein wurde bereits am \d\d\.\d\d\.\d{4}, \d\d:\d\d eingelöst$/,
    );
    const english = await redeem(token, { voucherId: booklets.voucherId, pin }, 'en-US').expect(
      409,
    );
    expect(english.body.message).toMatch(
      /^This voucher was already redeemed on \d\d\/\d\d\/\d{4}, \d\d:\d\d (AM|PM)$/,
    );
    const wallet = await request(t.server).get(`/api/v1/wallet/${token}`).expect(200);
    const voucher = (
      wallet.body.booklets[0].vouchers as { id: number; redeemedAt: string | null }[]
    ).find((v) => v.id === booklets.voucherId);
    expect(voucher!.redeemedAt).toBe(first.body.redeemedAt);
  });

  it('lets exactly one of two phones redeem the same voucher at once', async () => {
    const token = await walletWith('two-phones@example.ch');
    const answers = await Promise.all([
      redeem(token, { voucherId: booklets.otherVoucherId, pin: otherPin }),
      redeem(token, { voucherId: booklets.otherVoucherId, pin: otherPin }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it('refuses a wrong PIN (403) and locks that voucher of that wallet after several (429)', async () => {
    const token = await walletWith('wrong-pin@example.ch');
    const wrongPin = pin === '0000' ? '1111' : '0000';
    const german = await redeem(token, { voucherId: booklets.voucherId, pin: wrongPin }).expect(
      403,
    );
    expect(german.body.message).toBe(
      'Der PIN stimmt nicht: bitte lassen Sie ihn vom Betrieb eingeben',
    );
    const english = await redeem(
      token,
      { voucherId: booklets.voucherId, pin: wrongPin },
      'en-US',
    ).expect(403);
    expect(english.body.message).toBe('The PIN is wrong: please let the business enter it');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await redeem(token, { voucherId: booklets.voucherId, pin: wrongPin }).expect(403);
    }
    const locked = await redeem(token, { voucherId: booklets.voucherId, pin }).expect(429);
    expect(locked.body.message).toBe(
      'Zu viele falsche PINs für diesen Gutschein, bitte versuchen Sie es in einer Viertelstunde erneut',
    );
    // Another voucher of the same wallet is not locked.
    await redeem(token, { voucherId: booklets.otherVoucherId, pin: otherPin }).expect(201);
  });

  it('refuses a PIN that is not 4 to 6 digits, in both languages', async () => {
    const token = await walletWith('bad-pin@example.ch');
    const german = await redeem(token, { voucherId: booklets.voucherId, pin: '12ab' }).expect(400);
    expect(german.body.errors).toEqual(['Einlöse-PIN besteht aus 4 bis 6 Ziffern']);
    const english = await redeem(
      token,
      { voucherId: booklets.voucherId, pin: '123' },
      'en-US',
    ).expect(400);
    expect(english.body.errors).toEqual(['Redemption PIN has 4 to 6 digits']);
  });

  it('answers a retry with the same Idempotency-Key as the first time', async () => {
    const token = await walletWith('retry@example.ch');
    const send = () =>
      redeem(token, { voucherId: booklets.voucherId, pin }).set('Idempotency-Key', 'redeem-1');
    const first = await send().expect(201);
    const retry = await send().expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
  });

  it('does not redeem a voucher of an archived booklet', async () => {
    const token = await walletWith('archived@example.ch', booklets.archived.id);
    const refused = await redeem(token, { voucherId: booklets.voucherId, pin }).expect(409);
    expect(refused.body.message).toBe(
      'Die Gutscheine dieses Booklets können nicht mehr eingelöst werden',
    );
    await redeem(token, { voucherId: booklets.otherVoucherId, pin: otherPin }).expect(404);
  });

  it("shows a Company user only its own company's redemptions", async () => {
    const own = await callsAs(t, cast.tokens.company)
      .get(`company/${cast.companyId}/redemption`)
      .expect(200);
    expect(own.body.length).toBeGreaterThan(0);
    for (const redemption of own.body as { voucherId: number; regionName: string }[]) {
      expect(redemption).toMatchObject({
        voucherId: booklets.voucherId,
        regionName: 'Einlöseland',
      });
    }
    await callsAs(t, cast.tokens.company)
      .get(`company/${cast.otherCompanyId}/redemption`)
      .expect(403);
    const other = await callsAs(t, cast.tokens.franchisee)
      .get(`company/${cast.otherCompanyId}/redemption`)
      .expect(200);
    expect(
      (other.body as { voucherId: number }[]).every((r) => r.voucherId === booklets.otherVoucherId),
    ).toBe(true);
    const counts = await callsAs(t, cast.tokens.franchisee)
      .get(`booklet/${booklets.published.id}/activation-code`)
      .expect(200);
    expect(counts.body.redemptions).toBe(own.body.length + other.body.length);
  });
});
