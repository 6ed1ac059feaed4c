import { activationCodeOf } from '@gb/contracts/activation-code';
import request from 'supertest';

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

/** A code one character short. */
const SHORT_CODE = 'K7QX-94HM-T2RB-5NC';

/** A well-written code nobody printed (its check character made to fit). */
function unknownCode(seed: number): string {
  return activationCodeOf(Array.from({ length: 15 }, (_, i) => (seed * 7 + i * 3) % 31));
}

describe('activating a copy into a wallet', () => {
  let t: TestApp;
  let cast: VoucherCast;
  let booklets: WalletBooklets;
  let codes: string[];

  beforeAll(async () => {
    t = await startTestApp({
      LOGIN_RATE_LIMIT: '1000',
      TRUST_PROXY: '1',
      ACTIVATION_RATE_LIMIT: '3',
      ACTIVATION_CODE_SPACE_LIMIT: '8',
    });
    cast = await voucherCast(t);
    booklets = await insertWalletBooklets(t, cast, 'Walletland');
    codes = await printCodes(t, cast.tokens.franchisee, booklets.published.id, 6);
  });

  afterAll(() => t.close());

  it('binds a code to the e-mail and mails the wallet link', async () => {
    const answer = await activate(
      t,
      codes[0]!.toLowerCase().replace(/-/g, ' '),
      'Anna@Example.ch',
    ).expect(201);
    expect(answer.body).toEqual({ regionName: 'Walletland', year: 2080 });
    const [mail] = await mailsArriving(t.dataDir, 'anna@example.ch', '/wallet/');
    expect(mail).toContain('Ihr Booklet Walletland 2080 ist aktiviert');
    const wallet = await request(t.server)
      .get(`/api/v1/wallet/${tokenInMail(mail!)}`)
      .expect(200);
    expect(wallet.body.booklets).toHaveLength(1);
  });

  it('adds a second code to the same wallet and answers as for a new e-mail', async () => {
    const existing = await activate(t, codes[1]!, 'anna@example.ch').expect(201);
    const fresh = await activate(t, codes[2]!, 'ben@example.ch').expect(201);
    expect(Object.keys(existing.body)).toEqual(Object.keys(fresh.body));
    expect(existing.body).toEqual(fresh.body);
    await mailsArriving(t.dataDir, 'anna@example.ch', 'Neu in Ihrer Wallet');
    const [annasMail] = await mailsArriving(t.dataDir, 'anna@example.ch', '/wallet/');
    const wallet = await request(t.server)
      .get(`/api/v1/wallet/${tokenInMail(annasMail!)}`)
      .expect(200);
    expect(wallet.body.booklets.map((b: { copyId: number }) => b.copyId)).toHaveLength(2);
  });

  it('tells an e-mail with a wallet in its language that the booklet joined it, without a new link', async () => {
    await activate(t, codes[5]!, 'anna@example.ch', '10.0.0.2', 'en-US').expect(201);
    const [notice] = await mailsArriving(t.dataDir, 'anna@example.ch', 'New in your wallet');
    expect(notice).toContain('Subject: New in your wallet: Walletland 2080');
    expect(notice).toContain('You open it with the link from our first e-mail to this address.');
    // One link per e-mail: the first one still opens the wallet, now with three booklets.
    expect(notice).not.toContain('/wallet/');
    const [first] = await mailsArriving(t.dataDir, 'anna@example.ch', '/wallet/');
    const wallet = await request(t.server)
      .get(`/api/v1/wallet/${tokenInMail(first!)}`)
      .expect(200);
    expect(wallet.body.booklets).toHaveLength(3);
  });

  it('refuses a code bound to another e-mail, clearly, in both languages', async () => {
    const german = await activate(t, codes[0]!, 'mallory@example.ch').expect(409);
    expect(german.body.message).toBe(
      'Dieser Aktivierungscode wurde bereits mit einer anderen E-Mail-Adresse aktiviert. Wenn es Ihr Booklet ist, hilft Ihnen unser Kundendienst.',
    );
    const english = await activate(t, codes[0]!, 'mallory@example.ch', '10.0.0.1', 'en-US').expect(
      409,
    );
    expect(english.body.message).toBe(
      'This activation code was already activated with another e-mail address. If it is your booklet, our customer service will help you.',
    );
    // The same e-mail again changes nothing and is answered as before.
    await activate(t, codes[0]!, 'anna@example.ch').expect(201);
  });

  it('refuses a mistyped code before looking it up, in both languages', async () => {
    const typo = `${codes[3]!.slice(0, -1)}${codes[3]!.endsWith('2') ? '3' : '2'}`;
    const german = await activate(t, typo, 'anna@example.ch').expect(400);
    expect(german.body.errors).toEqual([
      'Aktivierungscode ist falsch geschrieben: bitte prüfen Sie die 16 Zeichen (z. B. K7QX-94HM-T2RB-5NC2)',
    ]);
    const english = await activate(t, SHORT_CODE, 'anna@example.ch', '10.0.0.1', 'en-US').expect(
      400,
    );
    expect(english.body.errors).toEqual([
      'Activation code is mistyped: please check its 16 characters (e.g. K7QX-94HM-T2RB-5NC2)',
    ]);
  });

  it('counts wrong codes against the client: 429 after a few, in both languages', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await activate(t, unknownCode(attempt), 'eve@example.ch', '10.0.0.66').expect(
        404,
      );
      expect(wrong.body.message).toBe('Diesen Aktivierungscode gibt es nicht');
    }
    const german = await activate(t, codes[3]!, 'eve@example.ch', '10.0.0.66').expect(429);
    expect(german.body.message).toBe(
      'Zu viele falsche Aktivierungscodes, bitte versuchen Sie es in einer Viertelstunde erneut',
    );
    const english = await activate(t, codes[3]!, 'eve@example.ch', '10.0.0.66', 'en-US').expect(
      429,
    );
    expect(english.body.message).toBe(
      'Too many wrong activation codes, please try again in a quarter of an hour',
    );
    // Another client is not held up.
    await activate(t, codes[3]!, 'carla@example.ch', '10.0.0.67').expect(201);
  });

  it('counts wrong codes of all clients against the code space', async () => {
    // 3 wrong so far; five more from five addresses fill the 8 of the code space.
    for (let client = 0; client < 5; client += 1) {
      await activate(t, unknownCode(10 + client), 'eve@example.ch', `10.0.1.${client}`).expect(404);
    }
    const refused = await activate(t, codes[4]!, 'dora@example.ch', '10.0.2.1').expect(429);
    expect(refused.body.message).toBe(
      'Zu viele falsche Aktivierungscodes, bitte versuchen Sie es in einer Viertelstunde erneut',
    );
  });
});

describe('the wallet of a link', () => {
  let t: TestApp;
  let cast: VoucherCast;
  let booklets: WalletBooklets;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
    cast = await voucherCast(t);
    booklets = await insertWalletBooklets(t, cast, 'Inhaltland');
    const [published] = await printCodes(t, cast.tokens.franchisee, booklets.published.id, 1);
    const [archived] = await printCodes(t, cast.tokens.franchisee, booklets.archived.id, 1);
    await activate(t, published!, 'wallet@example.ch').expect(201);
    await activate(t, archived!, 'wallet@example.ch').expect(201);
    const [mail] = await mailsArriving(t.dataDir, 'wallet@example.ch', '/wallet/');
    token = tokenInMail(mail!);
  });

  afterAll(() => t.close());

  it("lists its booklets with their vouchers in the storefront's order", async () => {
    const wallet = await request(t.server).get(`/api/v1/wallet/${token}`).expect(200);
    expect(wallet.body.booklets).toMatchObject([
      { bookletId: booklets.published.id, regionName: 'Inhaltland', year: 2080, redeemable: true },
      { bookletId: booklets.archived.id, year: 2081, redeemable: false },
    ]);
    const [published, archived] = wallet.body.booklets as {
      vouchers: { id: number; offerShort: string; redeemedAt: string | null }[];
    }[];
    expect(published!.vouchers.map((voucher) => voucher.id).sort()).toEqual(
      [booklets.voucherId, booklets.otherVoucherId].sort(),
    );
    // Without categories, by company name as the storefront sorts them.
    const names = published!.vouchers.map(
      (voucher) => (voucher as unknown as { companyName: string }).companyName,
    );
    expect(names).toEqual([...names].sort(new Intl.Collator('de-CH').compare));
    expect(published!.vouchers[0]).toEqual(
      expect.objectContaining({
        companyName: expect.any(String),
        street: expect.any(String),
        city: expect.any(String),
        openingHours: expect.any(String),
        frontImageAttachmentId: null,
        redeemedAt: null,
      }),
    );
    expect(archived!.vouchers.map((voucher) => voucher.offerShort)).toEqual([
      'Zwei Kaffees zum Preis von einem',
    ]);
  });

  it('answers 404 for a link that is not one, in both languages', async () => {
    const german = await request(t.server).get('/api/v1/wallet/not-a-wallet').expect(404);
    expect(german.body.message).toBe(
      'Diese Wallet gibt es nicht (mehr): bitte öffnen Sie den neuesten Link aus Ihrer Mail',
    );
    const english = await request(t.server)
      .get(`/api/v1/wallet/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)
      .set('Accept-Language', 'en-US')
      .expect(404);
    expect(english.body.message).toBe(
      'This wallet does not exist (any more): please open the newest link from your e-mail',
    );
  });
});
