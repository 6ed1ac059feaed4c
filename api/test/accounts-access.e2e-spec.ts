import request from 'supertest';

import { DEMO, login, registerUser, userIdOf } from './support/login.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Caller = 'anonymous' | keyof typeof CALLERS;
const CALLERS = {
  superAdmin: DEMO.superAdmin,
  admin: DEMO.admin,
  franchisee: DEMO.franchisee,
  designer: DEMO.designer,
  company: DEMO.company,
} as const;

/** Expected status per caller, in the order anonymous, superAdmin, admin, franchisee, designer, company. */
type Statuses = [number, number, number, number, number, number];
const ORDER: Caller[] = ['anonymous', 'superAdmin', 'admin', 'franchisee', 'designer', 'company'];

interface Row {
  name: string;
  statuses: Statuses;
  /** Sends the call for a target user created fresh for each caller. */
  send: (target: number, unique: string) => request.Test;
}

describe('accounts routes by role', () => {
  let t: TestApp;
  const tokens: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    t = await startTestApp();
    for (const [caller, email] of Object.entries(CALLERS)) {
      tokens[caller as Caller] = (await login(t.server, email)).token;
    }
  });

  afterAll(() => t.close());

  const newUser = () => registerUser(t.server, tokens.admin!);

  const rows: Row[] = [
    {
      name: 'GET auth/role',
      statuses: [401, 200, 200, 403, 403, 403],
      send: () => request(t.server).get('/api/v1/auth/role'),
    },
    {
      name: 'POST auth/toggle-role',
      statuses: [401, 200, 200, 403, 403, 403],
      send: (target) =>
        request(t.server)
          .post('/api/v1/auth/toggle-role')
          .send({ userId: target, roleName: 'GraphicDesigner' }),
    },
    {
      name: 'POST auth/register',
      statuses: [401, 201, 201, 403, 403, 403],
      send: (_target, unique) =>
        request(t.server)
          .post('/api/v1/auth/register')
          .send({
            email: `new-${unique}@demo.ch`,
            password: null,
            firstname: 'Nora',
            lastname: 'Neu',
            companyId: null,
          }),
    },
    {
      name: 'POST auth/change-password of another user',
      statuses: [401, 200, 200, 403, 403, 403],
      send: (target) =>
        request(t.server)
          .post('/api/v1/auth/change-password')
          .send({ userId: target, password: 'Changed-pass1' }),
    },
    {
      name: 'POST auth/change-username of another user',
      statuses: [401, 200, 200, 403, 403, 403],
      send: (target, unique) =>
        request(t.server)
          .post('/api/v1/auth/change-username')
          .send({ userId: target, username: `renamed-${unique}@demo.ch` }),
    },
    {
      name: 'POST auth/reset-password',
      statuses: [200, 200, 200, 200, 200, 200],
      send: () =>
        request(t.server).post('/api/v1/auth/reset-password').send({ email: 'nobody@demo.ch' }),
    },
    {
      name: 'GET user',
      statuses: [401, 200, 200, 403, 403, 403],
      send: () => request(t.server).get('/api/v1/user'),
    },
    {
      name: 'GET user?roles=Admin,Franchisee,SuperAdmin',
      statuses: [401, 200, 200, 200, 403, 403],
      send: () => request(t.server).get('/api/v1/user?roles=Admin,Franchisee,SuperAdmin'),
    },
    {
      name: 'GET user/{id} of a user without company',
      statuses: [401, 200, 200, 200, 200, 403],
      send: (target) => request(t.server).get(`/api/v1/user/${target}`),
    },
    {
      name: 'PUT user/{id}',
      statuses: [401, 200, 200, 403, 403, 403],
      send: (target) => request(t.server).put(`/api/v1/user/${target}`).send({ companyId: null }),
    },
    {
      name: 'PUT user/{id}/locale of another user',
      statuses: [401, 200, 200, 403, 403, 403],
      send: (target) =>
        request(t.server).put(`/api/v1/user/${target}/locale`).send({ preferredLocale: 'en-US' }),
    },
    {
      name: 'PUT user/{id}/address of another user',
      statuses: [401, 200, 200, 403, 403, 403],
      send: (target) =>
        request(t.server)
          .put(`/api/v1/user/${target}/address`)
          .send({ firstname: 'Tom', lastname: 'Tester' }),
    },
    {
      name: 'DELETE user/{id}',
      statuses: [401, 204, 204, 204, 403, 403],
      send: (target) => request(t.server).delete(`/api/v1/user/${target}`),
    },
    {
      name: 'GET region',
      statuses: [200, 200, 200, 200, 200, 200],
      send: () => request(t.server).get('/api/v1/region'),
    },
    {
      name: 'POST region',
      statuses: [401, 201, 201, 403, 403, 403],
      send: (_target, unique) =>
        request(t.server)
          .post('/api/v1/region')
          .send({ name: `Region ${unique}` }),
    },
    {
      name: 'PUT region/{id}',
      statuses: [401, 200, 200, 403, 403, 403],
      send: () => request(t.server).put('/api/v1/region/5').send({ name: 'Winterthur' }),
    },
  ];

  describe.each(rows)('$name', ({ statuses, send }) => {
    it.each(ORDER.map((caller, index) => [caller, statuses[index]] as const))(
      'called by %s answers %i',
      async (caller, status) => {
        const target = await newUser();
        const call = send(target, `${caller}-${target}`);
        const token = tokens[caller];
        if (token) call.set('Authorization', `Bearer ${token}`);
        await call.expect(status);
      },
    );
  });

  it("refuses a Company user on another company's user and lets it see its own colleague", async () => {
    const company2 = userIdOf((await login(t.server, DEMO.company2)).token);
    const own = userIdOf(tokens.company!);
    const refused = await request(t.server)
      .get(`/api/v1/user/${company2}`)
      .set('Authorization', `Bearer ${tokens.company}`)
      .set('Accept-Language', 'en-US')
      .expect(403);
    expect(refused.body).toEqual({ statusCode: 403, message: 'You are not allowed to do this' });
    const self = await request(t.server)
      .get(`/api/v1/user/${own}`)
      .set('Authorization', `Bearer ${tokens.company}`)
      .expect(200);
    expect(self.body).toMatchObject({ email: DEMO.company, roles: ['Company'] });
    expect(self.body).not.toHaveProperty('passwordHash');
  });
});
