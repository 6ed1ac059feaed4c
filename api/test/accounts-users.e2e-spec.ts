import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import request from 'supertest';

import { APP_CONFIG, type AppConfig } from '../src/config/app-config.js';
import { DEMO, login, userIdOf } from './support/login.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('users, passwords and regions', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await login(t.server, DEMO.admin)).token;
  });

  afterAll(() => t.close());

  const asAdmin = (call: request.Test) => call.set('Authorization', `Bearer ${admin}`);

  async function register(email: string, password: string | null = 'Start-pass1') {
    const response = await asAdmin(request(t.server).post('/api/v1/auth/register')).send({
      email,
      password,
      firstname: 'Lena',
      lastname: 'Lauber',
      companyId: null,
    });
    return response;
  }

  it('registers a user who can then log in, and refuses a taken username with 409', async () => {
    const created = await register('Lena@Demo.ch');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: 'lena@demo.ch',
      roles: [],
      preferredLocale: 'de-CH',
      address: { firstname: 'Lena', lastname: 'Lauber' },
    });
    await login(t.server, 'lena@demo.ch', 'Start-pass1');
    const taken = await register('lena@demo.ch');
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Dieser Benutzername ist bereits vergeben');
  });

  it('lets a user created without a company read its own record, but no other', async () => {
    const created = await register('nora@demo.ch');
    const { token } = await login(t.server, 'nora@demo.ch', 'Start-pass1');
    const own = await request(t.server)
      .get(`/api/v1/user/${created.body.id}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(own.body).toMatchObject({ email: 'nora@demo.ch', roles: [] });
    const adminId = userIdOf(admin);
    const other = await request(t.server)
      .get(`/api/v1/user/${adminId}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(403);
    expect(other.body.message).toBe('Dazu sind Sie nicht berechtigt');
  });

  it.each([
    ['de-CH', 'Passwort ist zu wenig stark.'],
    ['en-US', 'Password does not meet the minimum strength-requirements'],
  ])('refuses a weak password in %s', async (locale, message) => {
    const { token } = await login(t.server, DEMO.designer);
    const response = await request(t.server)
      .post('/api/v1/auth/change-password')
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', locale)
      .send({ userId: userIdOf(token), password: 'weakpass' })
      .expect(400);
    expect(response.body.errors).toContain(message);
  });

  it('changes the own password: the old one stops working, the new one works', async () => {
    await register('pia@demo.ch');
    const { token } = await login(t.server, 'pia@demo.ch', 'Start-pass1');
    const changed = await request(t.server)
      .post('/api/v1/auth/change-password')
      .set('Authorization', `Bearer ${token}`)
      .send({ userId: userIdOf(token), password: 'Fresh-pass2' })
      .expect(200);
    expect(changed.body).toEqual({ success: true });
    await request(t.server)
      .post('/api/v1/auth/authenticate')
      .send({ username: 'pia@demo.ch', password: 'Start-pass1' })
      .expect(401);
    await login(t.server, 'pia@demo.ch', 'Fresh-pass2');
  });

  it('mails a one-time login link on reset and answers the same for unknown emails', async () => {
    // The unknown address goes first: once the known one's mail is there, a mail to it would be too.
    const unknown = await request(t.server)
      .post('/api/v1/auth/reset-password')
      .send({ email: 'ghost@demo.ch' })
      .expect(200);
    const known = await request(t.server)
      .post('/api/v1/auth/reset-password')
      .send({ email: DEMO.company })
      .expect(200);
    expect(unknown.body).toEqual(known.body);
    // The mail is written after the answer, so its time tells nothing either.
    const mailFolder = join(t.app.get<AppConfig>(APP_CONFIG).dataDir, 'mail');
    const resetMails = () =>
      existsSync(mailFolder)
        ? readdirSync(mailFolder).filter((name) => name.includes('reset-password'))
        : [];
    for (const deadline = Date.now() + 5000; resetMails().length === 0 && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const mails = resetMails();
    expect(mails).toHaveLength(1);
    const mail = readFileSync(join(mailFolder, mails[0]!), 'utf8')
      .replace(/=\r?\n/g, '')
      // The text part is quoted-printable: "=3D" is "=".
      .replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(mail).toContain('To: company@demo.ch');
    const loginHash = /loginHash=([\w-]+)/.exec(mail)?.[1];
    expect(loginHash).toMatch(/^[\w-]{16,}$/);
    const first = await request(t.server)
      .post('/api/v1/auth/authenticate')
      .send({ loginHash })
      .expect(200);
    expect(
      JSON.parse(Buffer.from(first.body.token.split('.')[1], 'base64url').toString()).sub,
    ).toBe(DEMO.company);
    await request(t.server).post('/api/v1/auth/authenticate').send({ loginHash }).expect(401);
  });

  it("toggles a role on and off, never on the admin's own user", async () => {
    const created = await register('rolf@demo.ch');
    const on = await asAdmin(request(t.server).post('/api/v1/auth/toggle-role'))
      .send({ userId: created.body.id, roleName: 'Franchisee' })
      .expect(200);
    expect(on.body.roles).toEqual(['Franchisee']);
    const off = await asAdmin(request(t.server).post('/api/v1/auth/toggle-role'))
      .send({ userId: created.body.id, roleName: 'Franchisee' })
      .expect(200);
    expect(off.body.roles).toEqual([]);
    await asAdmin(request(t.server).post('/api/v1/auth/toggle-role'))
      .send({ userId: userIdOf(admin), roleName: 'Company' })
      .expect(403);
  });

  it('keeps the locale to de-CH or en-US and stores the profile address', async () => {
    const { token } = await login(t.server, DEMO.franchisee);
    const id = userIdOf(token);
    const auth = (call: request.Test) => call.set('Authorization', `Bearer ${token}`);
    await auth(request(t.server).put(`/api/v1/user/${id}/locale`))
      .send({ preferredLocale: 'fr-CH' })
      .expect(400);
    const english = await auth(request(t.server).put(`/api/v1/user/${id}/locale`))
      .send({ preferredLocale: 'en-US' })
      .expect(200);
    expect(english.body.preferredLocale).toBe('en-US');
    const invalid = await auth(request(t.server).put(`/api/v1/user/${id}/address`))
      .send({ firstname: '', lastname: 'Huber', email2: 'not-an-email' })
      .expect(400);
    expect(invalid.body.errors).toEqual([
      'Vorname darf nicht leer sein.',
      'E-mail 2 muss eine gültige E-mail sein.',
    ]);
    const saved = await auth(request(t.server).put(`/api/v1/user/${id}/address`))
      .send({ firstname: 'Franzi', lastname: 'Huber', city: 'Aarau', zip: '5000' })
      .expect(200);
    expect(saved.body.address).toMatchObject({ firstname: 'Franzi', city: 'Aarau', zip: '5000' });
  });

  it('lets a franchisee delete another user but never itself', async () => {
    const { token } = await login(t.server, DEMO.franchisee);
    const created = await register('delia@demo.ch');
    await request(t.server)
      .delete(`/api/v1/user/${created.body.id}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(204);
    await asAdmin(request(t.server).get(`/api/v1/user/${created.body.id}`)).expect(404);
    await request(t.server)
      .delete(`/api/v1/user/${userIdOf(token)}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(403);
  });

  it('lists the possible responsible users only with their roles', async () => {
    const { token } = await login(t.server, DEMO.franchisee);
    const response = await request(t.server)
      .get('/api/v1/user?roles=Admin,Franchisee,SuperAdmin')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(response.body.map((user: { email: string }) => user.email).sort()).toEqual([
      DEMO.admin,
      DEMO.franchisee,
      DEMO.superAdmin,
    ]);
  });

  it('creates a region sorted last with a canonical, and renames it keeping the canonical', async () => {
    const created = await asAdmin(request(t.server).post('/api/v1/region'))
      .send({ name: 'Zürich Oberland' })
      .expect(201);
    expect(created.body).toMatchObject({ name: 'Zürich Oberland', canonical: 'zuerich-oberland' });
    const renamed = await asAdmin(request(t.server).put(`/api/v1/region/${created.body.id}`))
      .send({ name: 'Zürcher Oberland' })
      .expect(200);
    expect(renamed.body).toMatchObject({ name: 'Zürcher Oberland', canonical: 'zuerich-oberland' });
    const list = await request(t.server).get('/api/v1/region').expect(200);
    expect(list.body.at(-1).name).toBe('Zürcher Oberland');
    const empty = await asAdmin(request(t.server).post('/api/v1/region'))
      .set('Accept-Language', 'en-US')
      .send({ name: ' ' })
      .expect(400);
    expect(empty.body.errors).toEqual(['Name is required']);
  });
});
