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

interface Season {
  booklets: { bookletId: number; activations: number; redemptions: number }[];
  totals: { activations: number; redemptions: number };
  voucherRedemptions: {
    bookletId: number;
    voucherId: number;
    companyName: string;
    offerShort: string;
    redemptions: number;
  }[];
}

describe('statistics of the booklets on the phone', () => {
  let t: TestApp;
  let cast: VoucherCast;
  let booklets: WalletBooklets;

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
    cast = await voucherCast(t);
    booklets = await insertWalletBooklets(t, cast, 'Statistikland');
  });

  afterAll(() => t.close());

  const season = async (year: number): Promise<Season> =>
    (await callsAs(t, cast.tokens.franchisee).get(`statistics?year=${year}`).expect(200))
      .body as Season;

  it('counts activations and redemptions per booklet and per voucher', async () => {
    const { published } = booklets;
    const codes = await printCodes(t, cast.tokens.franchisee, published.id, 3);
    const tokens: string[] = [];
    for (const [index, code] of codes.slice(0, 2).entries()) {
      const email = `statistik${index}@example.ch`;
      await activate(t, code, email).expect(201);
      const [mail] = await mailsArriving(t.dataDir, email, '/wallet/');
      tokens.push(tokenInMail(mail!));
    }
    const pinOf = async (companyId: number) =>
      (await callsAs(t, cast.tokens.franchisee).get(`company/${companyId}/redemption-pin`)).body
        .pin as string;
    const redeem = (token: string, voucherId: number, pin: string) =>
      request(t.server)
        .post(`/api/v1/wallet/${token}/redemption`)
        .send({ voucherId, pin })
        .expect(201);
    const pin = await pinOf(cast.companyId);
    await redeem(tokens[0]!, booklets.voucherId, pin);
    await redeem(tokens[1]!, booklets.voucherId, pin);
    await redeem(tokens[0]!, booklets.otherVoucherId, await pinOf(cast.otherCompanyId));

    const { booklets: perBooklet, totals, voucherRedemptions } = await season(published.year);
    expect(perBooklet.find((b) => b.bookletId === published.id)).toMatchObject({
      activations: 2,
      redemptions: 3,
    });
    expect(totals.activations).toBeGreaterThanOrEqual(2);
    expect(totals.redemptions).toBeGreaterThanOrEqual(3);
    const ofBooklet = voucherRedemptions.filter((v) => v.bookletId === published.id);
    expect(ofBooklet).toEqual([
      expect.objectContaining({
        voucherId: booklets.voucherId,
        offerShort: 'Zwei Kaffees zum Preis von einem',
        redemptions: 2,
      }),
      expect.objectContaining({
        voucherId: booklets.otherVoucherId,
        offerShort: 'Zwei Glacen zum Preis von einer',
        redemptions: 1,
      }),
    ]);
    expect(ofBooklet[0]!.companyName).toEqual(expect.any(String));

    // Another year's booklet keeps its own figures.
    const archived = (await season(booklets.archived.year)).booklets.find(
      (b) => b.bookletId === booklets.archived.id,
    );
    expect(archived).toMatchObject({ activations: 0, redemptions: 0 });
  });

  it('is for staff only', async () => {
    await callsAs(t, cast.tokens.company).get('statistics?year=2080').expect(403);
  });
});
