import { readdirSync, readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import request from 'supertest';
import { DataSource } from 'typeorm';

import {
  DEMO,
  login,
  NEW_USER_PASSWORD,
  registerUserWith,
  userIdOf,
  type Login,
} from './support/login.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SESSION_ENDED = {
  'de-CH': 'Ihre Anmeldung wurde beendet, bitte melden Sie sich erneut an',
  'en-US': 'Your login has ended, please log in again',
};

/** Asks every 100 ms until the token is refused; answers how long that took. */
async function refusedWithin(t: TestApp, token: string, path: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    const response = await request(t.server)
      .get(`/api/v1/${path}`)
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', 'en-US');
    if (response.status === 401) {
      expect(response.body).toEqual({ statusCode: 401, message: SESSION_ENDED['en-US'] });
      return Date.now() - started;
    }
    expect(response.status).toBe(200);
    if (Date.now() - started > 10_000) throw new Error('the token was never refused');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('sessions end when they should', () => {
  let t: TestApp;
  let admin: string;
  let companyId: number;
  let otherCompanyId: number;
  const dataDir = mkdtempSync(join(tmpdir(), 'gb-sessions-'));

  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '1000' });
    admin = (await login(t.server, DEMO.admin)).token;
    const companyUser = async (email: string) => {
      const { token } = await login(t.server, email);
      const self = await request(t.server)
        .get(`/api/v1/user/${userIdOf(token)}`)
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      return self.body.companyId as number;
    };
    companyId = await companyUser(DEMO.company);
    otherCompanyId = await companyUser(DEMO.company2);
  });

  afterAll(() => t.close());

  const newCompanyUser = async () => {
    const user = await registerUserWith(t.server, admin, companyId);
    return { ...user, login: await login(t.server, user.email, NEW_USER_PASSWORD) };
  };
  const own = (login: Login) => `user/${userIdOf(login.token)}`;
  const refresh = (login: Login) =>
    request(t.server)
      .post('/api/v1/auth/refresh')
      .send({ refreshToken: login.refreshToken, jwtToken: login.token });

  it('refuses an access token within seconds of its logout, in the caller language', async () => {
    const user = await newCompanyUser();
    await request(t.server)
      .post('/api/v1/auth/logout')
      .send({ refreshToken: user.login.refreshToken })
      .expect(204);
    expect(await refusedWithin(t, user.login.token, own(user.login))).toBeLessThan(5_000);
    const german = await request(t.server)
      .get(`/api/v1/${own(user.login)}`)
      .set('Authorization', `Bearer ${user.login.token}`)
      .expect(401);
    expect(german.body.message).toBe(SESSION_ENDED['de-CH']);
  });

  it('refuses the token of a deleted user', async () => {
    const user = await newCompanyUser();
    const franchisee = (await login(t.server, DEMO.franchisee)).token;
    await request(t.server)
      .delete(`/api/v1/user/${user.id}`)
      .set('Authorization', `Bearer ${franchisee}`)
      .expect(204);
    const response = await request(t.server)
      .get('/api/v1/voucher-category')
      .set('Authorization', `Bearer ${user.login.token}`);
    expect(response.status).toBe(200); // public: the ended token is ignored there
    await request(t.server)
      .get(`/api/v1/${own(user.login)}`)
      .set('Authorization', `Bearer ${user.login.token}`)
      .expect(401);
  });

  it('refuses the token of a user whose role was taken', async () => {
    const user = await newCompanyUser();
    await request(t.server)
      .post('/api/v1/auth/toggle-role')
      .set('Authorization', `Bearer ${admin}`)
      .send({ userId: user.id, roleName: 'Company' })
      .expect(200);
    expect(await refusedWithin(t, user.login.token, own(user.login))).toBeLessThan(5_000);
  });

  it('keeps the token of a user who was given one more role', async () => {
    const user = await newCompanyUser();
    await request(t.server)
      .post('/api/v1/auth/toggle-role')
      .set('Authorization', `Bearer ${admin}`)
      .send({ userId: user.id, roleName: 'GraphicDesigner' })
      .expect(200);
    await request(t.server)
      .get(`/api/v1/${own(user.login)}`)
      .set('Authorization', `Bearer ${user.login.token}`)
      .expect(200);
  });

  it('refuses the token of a user moved to another company', async () => {
    const user = await newCompanyUser();
    await request(t.server)
      .put(`/api/v1/user/${user.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ companyId: otherCompanyId })
      .expect(200);
    expect(await refusedWithin(t, user.login.token, own(user.login))).toBeLessThan(5_000);
  });

  it('ends every other login when users change their own password, and keeps theirs', async () => {
    const user = await newCompanyUser();
    const other = await login(t.server, user.email, NEW_USER_PASSWORD);
    await request(t.server)
      .post('/api/v1/auth/change-password')
      .set('Authorization', `Bearer ${user.login.token}`)
      .send({ userId: user.id, password: 'Brand-new-pass2' })
      .expect(200);
    await refresh(other).expect(401);
    expect(await refusedWithin(t, other.token, own(other))).toBeLessThan(5_000);
    await request(t.server)
      .get(`/api/v1/${own(user.login)}`)
      .set('Authorization', `Bearer ${user.login.token}`)
      .expect(200);
    await refresh(user.login).expect(200);
  });

  it('ends every login of a user whose password an admin set', async () => {
    const user = await newCompanyUser();
    await request(t.server)
      .post('/api/v1/auth/change-password')
      .set('Authorization', `Bearer ${admin}`)
      .send({ userId: user.id, password: 'Admin-set-pass3' })
      .expect(200);
    await refresh(user.login).expect(401);
    expect(await refusedWithin(t, user.login.token, own(user.login))).toBeLessThan(5_000);
  });

  it('ends the other logins when a password is reset through the mailed link', async () => {
    const user = await newCompanyUser();
    await request(t.server)
      .post('/api/v1/auth/reset-password')
      .send({ email: user.email })
      .expect(200);
    const loginHash = await mailedLoginHash(dataDir, user.email);
    const linked = await request(t.server)
      .post('/api/v1/auth/authenticate')
      .send({ loginHash })
      .expect(200);
    await request(t.server)
      .post('/api/v1/auth/change-password')
      .set('Authorization', `Bearer ${linked.body.token}`)
      .send({ userId: user.id, password: 'Reset-pass4' })
      .expect(200);
    await refresh(user.login).expect(401);
    expect(await refusedWithin(t, user.login.token, own(user.login))).toBeLessThan(5_000);
    await login(t.server, user.email, 'Reset-pass4');
  });
});

describe('a login ended behind this process (another replica)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ SESSION_CACHE_SECONDS: '1' });
  });

  afterAll(() => t.close());

  it('is still served from the cache at first, then refused within the session cache time', async () => {
    const franchisee = await login(t.server, DEMO.franchisee);
    const path = `user/${userIdOf(franchisee.token)}`;
    await request(t.server)
      .get(`/api/v1/${path}`)
      .set('Authorization', `Bearer ${franchisee.token}`)
      .expect(200);
    await t.app
      .get(DataSource)
      .query('UPDATE refresh_token SET revoked = true WHERE user_id = $1', [
        userIdOf(franchisee.token),
      ]);
    const elapsed = await refusedWithin(t, franchisee.token, path);
    expect(elapsed).toBeLessThan(2_500);
  });
});

/** The login hash of the newest reset mail to `email`, from the .eml files the api writes. */
async function mailedLoginHash(dataDir: string, email: string): Promise<string> {
  const folder = join(dataDir, 'mail');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mails = (() => {
      try {
        return readdirSync(folder).filter((name) => name.includes('reset-password'));
      } catch {
        return [];
      }
    })()
      .map((name) => readFileSync(join(folder, name), 'utf8').replace(/=\r?\n/g, ''))
      .filter((text) => text.includes(email));
    const hash = mails.at(-1)?.match(/loginHash=3D([\w-]+)|loginHash=([\w-]+)/);
    if (hash) return (hash[1] ?? hash[2])!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset mail to ${email}`);
}
