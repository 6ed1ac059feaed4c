import { JwtService } from '@nestjs/jwt';
import { TOKEN_EXPIRED_HEADER } from '@gb/contracts';
import request from 'supertest';

import { AccessTokenService } from '../src/modules/auth/services/access-token.service.js';
import { DEMO, login, userIdOf } from './support/login.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('auth: login, refresh chain, logout and expired tokens', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  it('answers a token and a refresh token for the right pair, with the claims of the design', async () => {
    const { token, refreshToken } = await login(t.server, DEMO.franchisee);
    expect(refreshToken).toEqual(expect.any(String));
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({
      sub: 'franchisee@demo.ch',
      uid: expect.any(Number),
      permissions: ['Role.Franchisee', 'Role.Company'],
      role: ['Role.Franchisee'],
    });
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it.each([
    ['de-CH', 'Ungültiger Benutzername oder Passwort'],
    ['en-US', 'Invalid Username / Password'],
  ])('refuses a wrong password with 401 in %s', async (locale, message) => {
    const response = await request(t.server)
      .post('/api/v1/auth/authenticate')
      .set('Accept-Language', locale)
      .send({ username: DEMO.designer, password: 'wrong-Pass1' })
      .expect(401);
    expect(response.body).toEqual({ statusCode: 401, message });
  });

  it('refuses an unknown user like a wrong password', async () => {
    const response = await request(t.server)
      .post('/api/v1/auth/authenticate')
      .send({ username: 'nobody@demo.ch', password: 'Demo-2for1' })
      .expect(401);
    expect(response.body.message).toBe('Ungültiger Benutzername oder Passwort');
  });

  it('answers 400 with localized field messages for an empty body', async () => {
    const response = await request(t.server)
      .post('/api/v1/auth/authenticate')
      .set('Accept-Language', 'en-US')
      .send({})
      .expect(400);
    expect(response.body.statusCode).toBe(400);
    expect(response.body.errors.length).toBeGreaterThan(0);
  });

  it('answers 429 after five wrong passwords, even for the right one then', async () => {
    const wrong = { username: DEMO.company2, password: 'Wrong-pass1' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await request(t.server).post('/api/v1/auth/authenticate').send(wrong).expect(401);
    }
    const response = await request(t.server)
      .post('/api/v1/auth/authenticate')
      .send({ username: DEMO.company2, password: 'Demo-2for1' })
      .expect(429);
    expect(response.body.message).toBe('Zu viele Anfragen, bitte später erneut versuchen');
  });

  it('rotates the refresh token; the spent one is refused and ends the whole login', async () => {
    const first = await login(t.server, DEMO.admin);
    const second = await request(t.server)
      .post('/api/v1/auth/refresh')
      .send({ refreshToken: first.refreshToken, jwtToken: first.token })
      .expect(200);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    expect(userIdOf(second.body.token)).toBe(userIdOf(first.token));

    await request(t.server)
      .post('/api/v1/auth/refresh')
      .send({ refreshToken: first.refreshToken, jwtToken: first.token })
      .expect(401);
    // The reuse ended the chain: the newest refresh token no longer works either.
    await request(t.server)
      .post('/api/v1/auth/refresh')
      .send({ refreshToken: second.body.refreshToken, jwtToken: second.body.token })
      .expect(401);
  });

  it('keeps other logins of the same user when one chain ends', async () => {
    const mine = await login(t.server, DEMO.superAdmin);
    const other = await login(t.server, DEMO.superAdmin);
    await request(t.server)
      .post('/api/v1/auth/logout')
      .send({ refreshToken: mine.refreshToken })
      .expect(204);
    await request(t.server)
      .post('/api/v1/auth/refresh')
      .send({ refreshToken: mine.refreshToken, jwtToken: mine.token })
      .expect(401);
    await request(t.server)
      .post('/api/v1/auth/refresh')
      .send({ refreshToken: other.refreshToken, jwtToken: other.token })
      .expect(200);
  });

  it("refuses a refresh token presented with another user's access token", async () => {
    const admin = await login(t.server, DEMO.admin);
    const company = await login(t.server, DEMO.company);
    await request(t.server)
      .post('/api/v1/auth/refresh')
      .send({ refreshToken: company.refreshToken, jwtToken: admin.token })
      .expect(401);
  });

  it('answers 401 with Token-Expired on an expired token, and without it on a forged one', async () => {
    const { token } = await login(t.server, DEMO.admin);
    const user = t.app.get(AccessTokenService).verify(token);
    const expired = t.app.get(AccessTokenService).issue(user, -10);
    const expiredAnswer = await request(t.server)
      .get('/api/v1/auth/role')
      .set('Authorization', `Bearer ${expired}`)
      .expect(401);
    expect(expiredAnswer.headers[TOKEN_EXPIRED_HEADER.toLowerCase()]).toBe('true');

    const forged = `${token.slice(0, -4)}AAAA`;
    const forgedAnswer = await request(t.server)
      .get('/api/v1/auth/role')
      .set('Authorization', `Bearer ${forged}`)
      .expect(401);
    expect(forgedAnswer.headers[TOKEN_EXPIRED_HEADER.toLowerCase()]).toBeUndefined();

    const missing = await request(t.server).get('/api/v1/auth/role').expect(401);
    expect(missing.headers[TOKEN_EXPIRED_HEADER.toLowerCase()]).toBeUndefined();
    expect(missing.body).toEqual({ statusCode: 401, message: 'Bitte melden Sie sich an' });
  });

  it.each([
    'booklet?archived=false',
    'voucher?pageSize=10',
    'region',
    'text-block?canonical=home',
    'client-config',
  ])(
    "answers GET %s with an expired token 401 with Token-Expired, not the visitors' answer",
    async (path) => {
      const { token } = await login(t.server, DEMO.franchisee);
      const user = t.app.get(AccessTokenService).verify(token);
      const expired = t.app.get(AccessTokenService).issue(user, -10);
      const answer = await request(t.server)
        .get(`/api/v1/${path}`)
        .set('Authorization', `Bearer ${expired}`)
        .set('Accept-Language', 'en-US')
        .expect(401);
      expect(answer.headers[TOKEN_EXPIRED_HEADER.toLowerCase()]).toBe('true');
      expect(answer.headers['cache-control'] ?? '').not.toMatch(/public/);
      // Without a token the same route answers visitors.
      await request(t.server).get(`/api/v1/${path}`).expect(200);
    },
  );

  /** The claims of a genuine token, to be signed again with the app's own key as an attacker who had it would. */
  const claimsOf = (token: string): Record<string, unknown> => {
    const {
      exp: _exp,
      iat: _iat,
      ...claims
    } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    return claims;
  };

  it('refuses a signed token without an expiry, on staff and public routes alike', async () => {
    const { token } = await login(t.server, DEMO.admin);
    const forever = t.app.get(JwtService).sign(claimsOf(token), { algorithm: 'HS256' });
    const answer = await request(t.server)
      .get('/api/v1/auth/role')
      .set('Authorization', `Bearer ${forever}`)
      .set('Accept-Language', 'en-US')
      .expect(401);
    expect(answer.headers[TOKEN_EXPIRED_HEADER.toLowerCase()]).toBeUndefined();
    expect(answer.body).toEqual({ statusCode: 401, message: 'Please log in' });
    // A public route answers such a caller as a visitor: the booklet list without order counts.
    const booklets = await request(t.server)
      .get('/api/v1/booklet')
      .set('Authorization', `Bearer ${forever}`)
      .expect(200);
    expect(booklets.body[0]).not.toHaveProperty('numOrders');
  });

  it("takes the caller's permissions from the server's record, not from the token's claim", async () => {
    const { token } = await login(t.server, DEMO.company);
    const claims = { ...claimsOf(token), permissions: ['Role.Admin', 'Role.Franchisee'] };
    const raised = t.app.get(JwtService).sign(claims, { algorithm: 'HS256', expiresIn: 60 });
    await request(t.server)
      .get('/api/v1/user')
      .set('Authorization', `Bearer ${raised}`)
      .expect(403);
    const booklets = await request(t.server)
      .get('/api/v1/booklet')
      .set('Authorization', `Bearer ${raised}`)
      .expect(200);
    expect(booklets.body[0]).not.toHaveProperty('numOrders');
    // The same token with its genuine claims still works.
    await request(t.server)
      .get(`/api/v1/user/${userIdOf(token)}`)
      .set('Authorization', `Bearer ${raised}`)
      .expect(200);
  });

  it('renews an expired access token with the refresh token', async () => {
    const first = await login(t.server, DEMO.superAdmin);
    const service = t.app.get(AccessTokenService);
    const expired = service.issue(service.verify(first.token), -10);
    const renewed = await request(t.server)
      .post('/api/v1/auth/refresh')
      .send({ refreshToken: first.refreshToken, jwtToken: expired })
      .expect(200);
    await request(t.server)
      .get('/api/v1/auth/role')
      .set('Authorization', `Bearer ${renewed.body.token}`)
      .expect(200);
  });

  it("keeps public routes open with no token, a bad token and the storefront's `none`", async () => {
    await request(t.server).get('/api/v1/booklet').expect(200);
    await request(t.server)
      .get('/api/v1/voucher')
      .set('Authorization', 'Bearer nonsense')
      .expect(200);
    await request(t.server).get('/api/v1/region').set('Authorization', 'none').expect(200);
    await request(t.server).get('/api/v1/health').expect(200);
    await request(t.server).get('/api/v1/voucher-category').expect(200);
    await request(t.server).get('/api/v1/text-block?canonical=home').expect(200);
  });
});
