import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { VoucherStateClass as S } from '@gb/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { DEMO, login, NEW_USER_PASSWORD, registerUserWith } from './support/login.js';
import { bodyFieldsOf, operationsOf, type OpenApiDocument } from './support/openapi-validator.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  createVoucher,
  loginHashOf,
  mailsArriving,
  mailsWith,
  setVoucherState,
  voucherCast,
  type VoucherCast,
} from './support/voucher-workflow.fixture.js';

const PUBLIC_URL = 'https://portal.example.ch';

const NOT_A_PORTAL_PATH = {
  'de-CH':
    'Login-Link-Vorlage muss ein Pfad im Portal sein, der mit einem einzelnen / beginnt, keine Adresse',
  'en-US':
    'Login link template must be a path inside the portal, starting with a single /, not an address',
};

/** Addresses a client might name for a mailed link that lead off the portal. */
const FOREIGN_LINKS = [
  'https://evil.example/?loginHash={loginHash}',
  '//evil.example/?loginHash={loginHash}',
  '/\\evil.example/?loginHash={loginHash}',
  'javascript:alert(1)//{loginHash}',
];

/** Every request-body field of the document that names a link (a URL or its template). */
function linkFields(document: OpenApiDocument): { method: string; path: string; field: string }[] {
  return operationsOf(document).flatMap(({ method, path, operation }) =>
    Object.entries(bodyFieldsOf(document, operation, 'application/json'))
      .filter(([field, schema]) => {
        const type = schema.type;
        const isText = type === 'string' || (Array.isArray(type) && type.includes('string'));
        return isText && /url|href|link(?!Text|Type)/i.test(field);
      })
      .map(([field]) => ({ method, path, field })),
  );
}

describe('mailed links lead only to the portal, and end when they should', () => {
  let t: TestApp;
  let cast: VoucherCast;
  const dataDir = mkdtempSync(join(tmpdir(), 'gb-mail-links-'));

  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: dataDir, PUBLIC_URL, LOGIN_RATE_LIMIT: '1000' });
    cast = await voucherCast(t);
  });

  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The franchisee asks the voucher's company for its approval, by mail. */
  const requestApproval = (id: number, body: { loginUrlTemplate?: string }) =>
    request(t.server)
      .post(`/api/v1/voucher/${id}/approval-mail`)
      .set('Authorization', `Bearer ${cast.tokens.franchisee}`)
      .send(body)
      .expect(200);

  /** Users change their own password, as after a reset link. */
  const changeOwnPassword = async (user: { id: number; email: string }) => {
    const own = await login(t.server, user.email, NEW_USER_PASSWORD);
    await request(t.server)
      .post('/api/v1/auth/change-password')
      .set('Authorization', `Bearer ${own.token}`)
      .send({ userId: user.id, password: 'Changed-pass5' })
      .expect(200);
  };

  /** Logs in with the link of a mail. */
  const authenticateWith = (mail: string) =>
    request(t.server)
      .post('/api/v1/auth/authenticate')
      .send({ loginHash: loginHashOf(mail) });

  it('refuses an address of another site in every field of the api that names a link, in both languages', async () => {
    const document = (await request(t.server).get('/api/docs-json').expect(200))
      .body as OpenApiDocument;
    const fields = linkFields(document);
    expect(fields.map(({ method, path, field }) => `${method} ${path} ${field}`).sort()).toEqual([
      'patch /api/v1/voucher/{id} loginUrlTemplate',
      'post /api/v1/voucher/{id}/approval-mail loginUrlTemplate',
    ]);
    const id = await createVoucher(t.server, cast);
    await setVoucherState(t, id, S.WaitingForApproval);
    for (const { method, path, field } of fields) {
      for (const link of FOREIGN_LINKS) {
        for (const locale of ['de-CH', 'en-US'] as const) {
          const target = path.replace('{id}', String(id));
          const call =
            method === 'patch' ? request(t.server).patch(target) : request(t.server).post(target);
          const answer = await call
            .set('Authorization', `Bearer ${cast.tokens.admin}`)
            .set('Accept-Language', locale)
            .send({ newVoucherStateClass: S.ApprovedCompany, [field]: link });
          expect([path, link, answer.status]).toEqual([path, link, 400]);
          expect([path, link, answer.body.errors]).toEqual([
            path,
            link,
            [NOT_A_PORTAL_PATH[locale]],
          ]);
        }
      }
    }
    expect(mailsWith(dataDir, 'evil.example')).toEqual([]);
  });

  it("mails a link on the portal's own address with the page the client named", async () => {
    const id = await createVoucher(t.server, cast, { offerShort: 'Zwei Kaffee für einen' });
    await setVoucherState(t, id, S.WaitingForApproval);
    await requestApproval(id, {
      loginUrlTemplate: `/dashboard/vouchers/${id}?loginHash={loginHash}`,
    });
    const [mail] = await mailsArriving(dataDir, 'company@demo.ch', 'Zwei Kaffee für einen');
    expect(mail).toContain(
      `${PUBLIC_URL}/dashboard/vouchers/${id}?loginHash=${loginHashOf(mail!)}`,
    );
  });

  it('ends the login links mailed to a user once their password changes', async () => {
    const user = await registerUserWith(t.server, cast.tokens.admin, cast.companyId);
    const id = await createVoucher(t.server, cast, { offerShort: 'Link vor dem Passwort' });
    await setVoucherState(t, id, S.WaitingForApproval);
    await requestApproval(id, {});
    const [mail] = await mailsArriving(dataDir, user.email, 'Link vor dem Passwort');
    await changeOwnPassword(user);
    await authenticateWith(mail!).expect(401);
  });

  it('ends an unused reset link once the password changes, and a reset link lives two hours', async () => {
    const user = await registerUserWith(t.server, cast.tokens.admin, cast.companyId);
    await request(t.server).post('/api/v1/auth/reset-password').send({ email: user.email });
    const [mail] = await mailsArriving(dataDir, user.email, 'loginHash=');
    expect(mail).toContain(`${PUBLIC_URL}/?loginHash=`);
    const [{ hours }] = (await t.app.get(DataSource).query(
      `SELECT EXTRACT(EPOCH FROM (h.expires_at - now())) / 3600 AS hours
           FROM login_hash h WHERE h.user_id = $1 AND h.purpose = 'reset-password'`,
      [user.id],
    )) as { hours: string }[];
    expect(Number(hours)).toBeGreaterThan(1.9);
    expect(Number(hours)).toBeLessThanOrEqual(2);
    await changeOwnPassword(user);
    await authenticateWith(mail!).expect(401);
  });

  it('still lets a demo company user in through a fresh link', async () => {
    const id = await createVoucher(t.server, cast, { offerShort: 'Frischer Link' });
    await setVoucherState(t, id, S.WaitingForApproval);
    await requestApproval(id, {});
    const [mail] = await mailsArriving(dataDir, DEMO.company, 'Frischer Link');
    expect(mail).toContain(`${PUBLIC_URL}/dashboard/vouchers/${id}?loginHash=`);
    await authenticateWith(mail!).expect(200);
  });
});
