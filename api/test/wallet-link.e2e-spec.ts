// Also on the embedded database: a new link is a job of the queue, takes the wallet's token under a row lock, and its mail is counted in the job queue's table.
import request from 'supertest';
import { DataSource } from 'typeorm';

import { WALLET_LINK_QUEUE } from '../src/modules/wallet/services/wallet-link.service.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  eventually,
  mailsArriving,
  mailsWith,
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

/** Asks for a new wallet link, as a phone does, from a client address of its own. */
function askForLink(t: TestApp, email: string, client: string, language = 'de-CH') {
  return request(t.server)
    .post('/api/v1/wallet/link')
    .set('X-Forwarded-For', client)
    .set('Accept-Language', language)
    .send({ email });
}

const openWallet = (t: TestApp, token: string) => request(t.server).get(`/api/v1/wallet/${token}`);

describe('a new link for a wallet whose mail was lost', () => {
  let t: TestApp;
  let cast: VoucherCast;
  let booklets: WalletBooklets;
  let firstToken: string;

  /**
   * The new-link mails queued for the address, once every link asked for it so far was worked
   * (each request is a job; its mail a job of the mail queue written by it).
   */
  async function linkMailsQueuedFor(email: string): Promise<number> {
    const dataSource = t.app.get(DataSource);
    await eventually(async () => {
      const [{ asked, worked }] = await dataSource.query(
        `SELECT count(*)::int AS asked, count(*) FILTER (WHERE state = 'completed')::int AS worked
         FROM pgboss.job WHERE name = $1 AND data->>'email' = $2`,
        [WALLET_LINK_QUEUE, email],
      );
      return asked > 0 && worked === asked ? true : undefined;
    });
    const [{ count }] = await dataSource.query(
      `SELECT count(*)::int AS count FROM pgboss.job
       WHERE name = 'mail' AND data->>'kind' = 'wallet-link-renewed' AND data->>'to' = $1`,
      [email],
    );
    return count as number;
  }

  beforeAll(async () => {
    t = await startTestApp({
      LOGIN_RATE_LIMIT: '1000',
      TRUST_PROXY: '1',
      WALLET_LINK_RATE_LIMIT: '3',
    });
    cast = await voucherCast(t);
    booklets = await insertWalletBooklets(t, cast, 'Linkland');
    const [published] = await printCodes(t, cast.tokens.franchisee, booklets.published.id, 1);
    const [archived] = await printCodes(t, cast.tokens.franchisee, booklets.archived.id, 1);
    await activate(t, published!, 'lena@example.ch').expect(201);
    await activate(t, archived!, 'lena@example.ch').expect(201);
    const [mail] = await mailsArriving(t.dataDir, 'lena@example.ch', 'ist aktiviert', '/wallet/');
    firstToken = tokenInMail(mail!);
  });

  afterAll(() => t.close());

  it('mails a new link; the former one opens the wallet until the new one is opened, then no more', async () => {
    const answer = await askForLink(t, ' Lena@Example.ch ', '10.1.0.1').expect(202);
    expect(answer.body).toEqual({ email: 'lena@example.ch' });
    const [mail] = await mailsArriving(t.dataDir, 'lena@example.ch', 'Ihr neuer Link zur Wallet');
    expect(mail).toContain('Subject: Ihr neuer Link zur Wallet: Linkland 2080, Linkland 2081');
    expect(mail).toContain('Sobald Sie ihn öffnen, gilt Ihr bisheriger Link nicht mehr.');
    const newToken = tokenInMail(mail!);
    expect(newToken).not.toBe(firstToken);

    // Asking changed nothing on the phone yet.
    await openWallet(t, firstToken).expect(200);
    const opened = await openWallet(t, newToken).expect(200);
    expect(opened.body.booklets).toHaveLength(2);
    const refused = await openWallet(t, firstToken).expect(404);
    expect(refused.body.message).toBe(
      'Diese Wallet gibt es nicht (mehr): bitte öffnen Sie den neuesten Link aus Ihrer Mail',
    );
    // The new link stays the wallet's, for redeeming as well.
    await openWallet(t, newToken).expect(200);

    // Staff read both steps in each copy's history.
    const copies = await request(t.server)
      .get('/api/v1/wallet-copy?email=lena@example.ch')
      .set('Authorization', `Bearer ${cast.tokens.franchisee}`)
      .expect(200);
    for (const copy of copies.body as { history: { kind: string; email: string }[] }[]) {
      expect(copy.history.map((event) => event.kind)).toEqual([
        'activated',
        'link-sent',
        'link-renewed',
      ]);
      expect(copy.history[1]!.email).toBe('lena@example.ch');
    }
  });

  it('keeps the open link when someone else asks, and the newest of two asked links wins', async () => {
    const current = tokenInMail(
      (await mailsArriving(t.dataDir, 'lena@example.ch', 'Ihr neuer Link zur Wallet'))[0]!,
    );
    await askForLink(t, 'lena@example.ch', '10.1.0.2', 'en-US').expect(202);
    const [english] = await mailsArriving(t.dataDir, 'lena@example.ch', 'Your new wallet link');
    expect(english).toContain(
      'If you did not ask for a new link, delete this e-mail: your former link keeps working.',
    );
    await askForLink(t, 'lena@example.ch', '10.1.0.3').expect(202);
    expect(await linkMailsQueuedFor('lena@example.ch')).toBe(3);
    const german = await eventually(() => {
      const found = mailsWith(t.dataDir, 'lena@example.ch', 'Ihr neuer Link zur Wallet');
      return found.length === 2 ? found : undefined;
    });
    const newest = german.map(tokenInMail).filter((token) => token !== current);
    expect(newest).toHaveLength(1);
    // The English mail's link was replaced by the newest request before anyone opened it.
    await openWallet(t, tokenInMail(english!)).expect(404);
    await openWallet(t, current).expect(200);
    // Opened on two tabs at once, the new link opens the wallet on both.
    const both = await Promise.all([openWallet(t, newest[0]!), openWallet(t, newest[0]!)]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    await openWallet(t, current).expect(404);
  });

  it('answers an e-mail without a wallet the same way, and mails it nothing', async () => {
    const answer = await askForLink(t, 'Nobody@Example.ch', '10.1.0.4').expect(202);
    expect(answer.body).toEqual({ email: 'nobody@example.ch' });
    expect(await linkMailsQueuedFor('nobody@example.ch')).toBe(0);
  });

  it('refuses a fourth link for one e-mail in a quarter of an hour, whichever client asks, in both languages', async () => {
    for (const client of ['10.2.0.1', '10.2.0.2', '10.2.0.3']) {
      await askForLink(t, 'mara@example.ch', client).expect(202);
    }
    const german = await askForLink(t, 'MARA@example.ch', '10.2.0.4').expect(429);
    expect(german.body.message).toBe(
      'Für diese E-Mail-Adresse wurden zu viele neue Links verlangt, bitte versuchen Sie es in einer Viertelstunde erneut',
    );
    const english = await askForLink(t, 'mara@example.ch', '10.2.0.5', 'en-US').expect(429);
    expect(english.body.message).toBe(
      'Too many new links were asked for this e-mail address, please try again in a quarter of an hour',
    );
    await askForLink(t, 'other@example.ch', '10.2.0.6').expect(202);
  });

  it('refuses a fourth request of one client in a quarter of an hour, whatever the e-mail', async () => {
    for (const email of ['a@example.ch', 'b@example.ch', 'c@example.ch']) {
      await askForLink(t, email, '10.3.0.1').expect(202);
    }
    const refused = await askForLink(t, 'd@example.ch', '10.3.0.1', 'en-US').expect(429);
    expect(refused.body.message).toBe('Too many requests, please try again later');
  });

  it('refuses a malformed e-mail in the visitor language, and sends nothing', async () => {
    const german = await askForLink(t, 'lena-at-example.ch', '10.4.0.1').expect(400);
    expect(german.body.errors).toEqual(['E-mail muss eine gültige E-mail sein.']);
    const english = await askForLink(t, '', '10.4.0.1', 'en-US').expect(400);
    expect(english.body.errors).toEqual(['Email is required']);
  });
});
