import { DEMO, DEMO_PASSWORD, type Tokens, userIdOf } from '@gb/test-kit';
import request from 'supertest';
import type { App } from 'supertest/types.js';

export { DEMO, DEMO_PASSWORD, userIdOf };
export type Login = Tokens;

/** Logs a demo user in through the api and answers its tokens. */
export async function login(server: App, username: string, password = DEMO_PASSWORD) {
  const response = await request(server)
    .post('/api/v1/auth/authenticate')
    .send({ username, password })
    .expect(200);
  return response.body as Login;
}

let registered = 0;

export const NEW_USER_PASSWORD = 'Start-pass1';

/**
 * A new user registered by an admin (by default without a company, so without roles; with a
 * company it holds the Company role); answers its id and email. Its password is NEW_USER_PASSWORD.
 */
export async function registerUserWith(
  server: App,
  adminToken: string,
  companyId: number | null = null,
): Promise<{ id: number; email: string }> {
  registered += 1;
  const email = `new.user${registered}.${process.pid}@demo.ch`;
  const response = await request(server)
    .post('/api/v1/auth/register')
    .set('Authorization', `Bearer ${adminToken}`)
    .send({
      email,
      password: NEW_USER_PASSWORD,
      firstname: 'Nina',
      lastname: `Neu ${registered}`,
      companyId,
    })
    .expect(201);
  return { id: response.body.id as number, email };
}

/** A new user without a company (no roles yet), registered by an admin; answers its id. */
export async function registerUser(server: App, adminToken: string): Promise<number> {
  return (await registerUserWith(server, adminToken)).id;
}
