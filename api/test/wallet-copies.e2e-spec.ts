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

describe('staff move a copy to another e-mail (a lost phone)', () => {
  let t: TestApp;
  let cast: VoucherCast;
  let booklets: WalletBooklets;

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
    cast = await voucherCast(t);
    booklets = await insertWalletBooklets(t, cast, 'Umzugland');
  });

  afterAll(() => t.close());

  it('moves the copy with its redemptions and keeps who did it and when', async () => {
    const [code] = await printCodes(t, cast.tokens.franchisee, booklets.published.id, 1);
    await activate(t, code!, 'lost@example.ch').expect(201);
    const [mail] = await mailsArriving(t.dataDir, 'lost@example.ch', '/wallet/');
    const { pin } = (
      await callsAs(t, cast.tokens.company).get(`company/${cast.companyId}/redemption-pin`)
    ).body as { pin: string };
    await request(t.server)
      .post(`/api/v1/wallet/${tokenInMail(mail!)}/redemption`)
      .send({ voucherId: booklets.voucherId, pin })
      .expect(201);
    const staff = callsAs(t, cast.tokens.franchisee);
    const [copy] = (await staff.get('wallet-copy?email=Lost@example.ch').expect(200)).body as {
      copyId: number;
    }[];
    const moved = await staff
      .post(`wallet-copy/${copy!.copyId}/move`, { email: 'found@example.ch' })
      .expect(201);
    expect(moved.body).toMatchObject({ email: 'found@example.ch', regionName: 'Umzugland' });
    expect(
      (moved.body.history as { kind: string; username: string; fromEmail: string | null }[]).map(
        ({ kind, username, fromEmail }) => [kind, username, fromEmail],
      ),
    ).toEqual([
      ['activated', '', null],
      ['redeemed', '', null],
      ['moved', 'franchisee@demo.ch', 'lost@example.ch'],
    ]);
    const [newMail] = await mailsArriving(t.dataDir, 'found@example.ch', '/wallet/');
    const wallet = await request(t.server)
      .get(`/api/v1/wallet/${tokenInMail(newMail!)}`)
      .expect(200);
    const redeemed = (
      wallet.body.booklets[0].vouchers as {
        id: number;
        redeemedAt: unknown;
        offerShort: string;
        companyName: string;
      }[]
    ).find((voucher) => voucher.id === booklets.voucherId);
    expect(redeemed!.redeemedAt).toEqual(expect.any(String));
    // Staff read which voucher was redeemed by its offer and partner, as the client sees them.
    expect(moved.body.history[1]).toMatchObject({
      kind: 'redeemed',
      voucherId: booklets.voucherId,
      voucherOffer: redeemed!.offerShort,
      companyName: redeemed!.companyName,
    });
    expect(moved.body.history[0]).toMatchObject({ voucherOffer: null, companyName: null });
    const old = await request(t.server)
      .get(`/api/v1/wallet/${tokenInMail(mail!)}`)
      .expect(200);
    expect(old.body.booklets).toEqual([]);
    expect((await staff.get('wallet-copy?email=lost@example.ch').expect(200)).body).toEqual([]);
  });

  it('refuses a Company user (403) and an unknown copy (404)', async () => {
    await callsAs(t, cast.tokens.company).get('wallet-copy?email=lost@example.ch').expect(403);
    await callsAs(t, cast.tokens.company)
      .post('wallet-copy/1/move', { email: 'x@example.ch' })
      .expect(403);
    await callsAs(t, cast.tokens.franchisee)
      .post('wallet-copy/999999/move', { email: 'x@example.ch' })
      .expect(404);
  });
});
