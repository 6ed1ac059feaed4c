import { Role } from '@gb/contracts';
import sharp from 'sharp';
import request from 'supertest';

import { DEMO, login } from './support/login.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Caller = 'superAdmin' | 'admin' | 'franchisee';
const CALLERS: Caller[] = ['superAdmin', 'admin', 'franchisee'];
const TARGETS = [Role.SuperAdmin, Role.Admin, Role.Franchisee, Role.Company];

/** Whom each caller may act on at all (SuperAdmin > Admin > Franchisee > Company). */
const MAY_ACT_ON: Record<Caller, Role[]> = {
  superAdmin: [Role.SuperAdmin, Role.Admin, Role.Franchisee, Role.Company],
  admin: [Role.Admin, Role.Franchisee, Role.Company],
  franchisee: [Role.Franchisee, Role.Company],
};

interface Route {
  name: string;
  /** Callers the route lets in at all (its permission, or own user or Admin). */
  for: Caller[];
  success: number;
  send: (t: TestApp, target: number) => request.Test;
}

let image: Buffer;

const ROUTES: Route[] = [
  {
    name: 'POST auth/change-password',
    for: ['superAdmin', 'admin'],
    success: 200,
    send: (t, target) =>
      request(t.server)
        .post('/api/v1/auth/change-password')
        .send({ userId: target, password: 'Taken-over1' }),
  },
  {
    name: 'POST auth/change-username',
    for: ['superAdmin', 'admin'],
    success: 200,
    send: (t, target) =>
      request(t.server)
        .post('/api/v1/auth/change-username')
        .send({ userId: target, username: `taken-over-${target}@demo.ch` }),
  },
  {
    name: 'POST auth/toggle-role',
    for: ['superAdmin', 'admin'],
    success: 200,
    send: (t, target) =>
      request(t.server)
        .post('/api/v1/auth/toggle-role')
        .send({ userId: target, roleName: 'GraphicDesigner' }),
  },
  {
    name: 'PUT user/{id}',
    for: ['superAdmin', 'admin'],
    success: 200,
    send: (t, target) => request(t.server).put(`/api/v1/user/${target}`).send({ companyId: null }),
  },
  {
    name: 'PUT user/{id}/locale',
    for: ['superAdmin', 'admin'],
    success: 200,
    send: (t, target) =>
      request(t.server).put(`/api/v1/user/${target}/locale`).send({ preferredLocale: 'en-US' }),
  },
  {
    name: 'PUT user/{id}/address',
    for: ['superAdmin', 'admin'],
    success: 200,
    send: (t, target) =>
      request(t.server)
        .put(`/api/v1/user/${target}/address`)
        .send({ firstname: 'Taken', lastname: 'Over' }),
  },
  {
    name: 'POST user/{id}/profile-image',
    for: ['superAdmin', 'admin'],
    success: 201,
    send: (t, target) =>
      request(t.server)
        .post(`/api/v1/user/${target}/profile-image`)
        .attach('ImageFile', image, 'face.png'),
  },
  {
    name: 'DELETE user/{id}/profile-image',
    for: ['superAdmin', 'admin'],
    success: 200,
    send: (t, target) => request(t.server).delete(`/api/v1/user/${target}/profile-image`),
  },
  {
    name: 'DELETE user/{id}',
    for: ['superAdmin', 'admin', 'franchisee'],
    success: 204,
    send: (t, target) => request(t.server).delete(`/api/v1/user/${target}`),
  },
];

describe('nobody acts on a user holding a role above their own', () => {
  let t: TestApp;
  const tokens = {} as Record<Caller, string>;
  let made = 0;

  beforeAll(async () => {
    t = await startTestApp();
    tokens.superAdmin = (await login(t.server, DEMO.superAdmin)).token;
    tokens.admin = (await login(t.server, DEMO.admin)).token;
    tokens.franchisee = (await login(t.server, DEMO.franchisee)).token;
    image = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#d70023' },
    })
      .png()
      .toBuffer();
  });

  afterAll(() => t.close());

  /** A fresh user holding exactly `role` (it logs in through mailed links only). */
  async function userWithRole(role: Role): Promise<number> {
    made += 1;
    const created = await request(t.server)
      .post('/api/v1/auth/register')
      .set('Authorization', `Bearer ${tokens.superAdmin}`)
      .send({
        email: `ranked${made}@demo.ch`,
        password: null,
        firstname: 'Rita',
        lastname: `Rang ${made}`,
        companyId: null,
      })
      .expect(201);
    await request(t.server)
      .post('/api/v1/auth/toggle-role')
      .set('Authorization', `Bearer ${tokens.superAdmin}`)
      .send({ userId: created.body.id, roleName: role })
      .expect(200);
    return created.body.id as number;
  }

  const cases = ROUTES.flatMap((route) =>
    CALLERS.flatMap((caller) => TARGETS.map((target) => [route.name, caller, target] as const)),
  );

  it.each(cases)('%s by %s on a %s', async (routeName, caller, targetRole) => {
    const route = ROUTES.find(({ name }) => name === routeName)!;
    const target = await userWithRole(targetRole);
    const response = await route
      .send(t, target)
      .set('Authorization', `Bearer ${tokens[caller]}`)
      .set('Accept-Language', 'en-US');
    if (!route.for.includes(caller)) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('You are not allowed to do this');
    } else if (!MAY_ACT_ON[caller].includes(targetRole)) {
      expect(response.body).toEqual({
        statusCode: 403,
        message: 'You may not change a user whose role is higher than yours',
      });
    } else {
      expect(response.status).toBe(route.success);
    }
  });

  it('says so in German too', async () => {
    const target = await userWithRole(Role.SuperAdmin);
    const response = await request(t.server)
      .delete(`/api/v1/user/${target}`)
      .set('Authorization', `Bearer ${tokens.admin}`)
      .expect(403);
    expect(response.body.message).toBe(
      'Sie dürfen keinen Benutzer mit einer höheren Rolle als Ihrer bearbeiten',
    );
  });
});
