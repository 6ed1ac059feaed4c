import request from 'supertest';
import type { App } from 'supertest/types.js';

/** The demo users of the seed, one per role, and their shared password. */
export const DEMO_PASSWORD = 'Demo-2for1';
export const DEMO = {
  superAdmin: 'superadmin@demo.ch',
  admin: 'admin@demo.ch',
  franchisee: 'franchisee@demo.ch',
  designer: 'designer@demo.ch',
  company: 'company@demo.ch',
  company2: 'company2@demo.ch',
} as const;

export interface Login {
  token: string;
  refreshToken: string;
}

/** Logs a demo user in through the api and answers its tokens. */
export async function login(server: App, username: string, password = DEMO_PASSWORD) {
  const response = await request(server)
    .post('/api/v1/auth/authenticate')
    .send({ username, password })
    .expect(200);
  return response.body as Login;
}

/** The id a token carries. */
export function userIdOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
  return payload.uid as number;
}

let registered = 0;

/** A new user without a company (no roles yet), registered by an admin; answers its id. */
export async function registerUser(server: App, adminToken: string): Promise<number> {
  registered += 1;
  const response = await request(server)
    .post('/api/v1/auth/register')
    .set('Authorization', `Bearer ${adminToken}`)
    .send({
      email: `new.user${registered}@demo.ch`,
      password: 'Start-pass1',
      firstname: 'Nina',
      lastname: `Neu ${registered}`,
      companyId: null,
    })
    .expect(201);
  return response.body.id as number;
}
