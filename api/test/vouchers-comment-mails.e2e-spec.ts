import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { NotificationType } from '@gb/contracts';
import request from 'supertest';

import { startTestApp, type TestApp } from './support/test-app.js';
import {
  createVoucher,
  eventually,
  loginHashOf,
  mailsWith,
  voucherCast,
  type VoucherCast,
} from './support/voucher-workflow.fixture.js';

describe('comment mails', () => {
  let t: TestApp;
  let cast: VoucherCast;
  const dataDir = mkdtempSync(join(tmpdir(), 'gb-comment-mails-'));

  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '1000' });
    cast = await voucherCast(t);
  });

  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const comment = (id: number, body: object) =>
    request(t.server)
      .post(`/api/v1/voucher/${id}/comment`)
      .set('Authorization', `Bearer ${cast.tokens.franchisee}`)
      .send(body)
      .expect(201);

  it("logs the company's user in through the mailed link, once, onto the voucher", async () => {
    const id = await createVoucher(t.server, cast);
    await comment(id, {
      title: 'Ihr Angebot',
      text: 'Bitte die Öffnungszeiten ergänzen',
      notificationType: NotificationType.Customer,
      isCustomerVisible: true,
    });
    const mail = await eventually(
      () => mailsWith(dataDir, 'company@demo.ch', 'Bitte die Öffnungszeiten ergänzen')[0],
    );
    const link = /https?:\/\/\S+/.exec(mail.slice(mail.indexOf('Bitte die Öffnungszeiten')))?.[0];
    expect(link).toMatch(new RegExp(`/dashboard/vouchers/${id}\\?loginHash=[A-Za-z0-9_-]+$`));

    // Following the link: the portal's page, whose shell logs in with the hash.
    const { pathname, search } = new URL(link!);
    await request(t.server).get(`${pathname}${search}`).expect(200);
    const loginHash = loginHashOf(mail);
    const loggedIn = await request(t.server)
      .post('/api/v1/auth/authenticate')
      .send({ loginHash })
      .expect(200);
    const voucher = await request(t.server)
      .get(`/api/v1/voucher/${id}`)
      .set('Authorization', `Bearer ${loggedIn.body.token}`)
      .expect(200);
    expect(voucher.body).toMatchObject({ id, companyId: cast.companyId });
    const thread = await request(t.server)
      .get(`/api/v1/voucher/${id}/comment`)
      .set('Authorization', `Bearer ${loggedIn.body.token}`)
      .expect(200);
    expect(thread.body.map((c: { title: string }) => c.title)).toEqual(['Ihr Angebot']);

    // The link logs in once; a forwarded mail does not open the account again.
    await request(t.server).post('/api/v1/auth/authenticate').send({ loginHash }).expect(401);
  });

  it('mails staff a plain link to the voucher, which needs their own login', async () => {
    const id = await createVoucher(t.server, cast);
    await comment(id, {
      title: 'Für die Grafik',
      text: 'Logo ist unscharf',
      notificationType: NotificationType.GraphicsDesigner,
    });
    const mail = await eventually(
      () => mailsWith(dataDir, 'designer@demo.ch', 'Logo ist unscharf')[0],
    );
    expect(mail).toContain(`/dashboard/vouchers/${id}`);
    expect(mail).not.toContain('loginHash=');
  });
});
