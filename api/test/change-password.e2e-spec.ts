import request from 'supertest';

import { DEMO, login, NEW_USER_PASSWORD, registerUserWith } from './support/login.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('POST auth/change-password answers success or failure', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  async function newUser() {
    const admin = (await login(t.server, DEMO.admin)).token;
    const user = await registerUserWith(t.server, admin);
    const { token } = await login(t.server, user.email, NEW_USER_PASSWORD);
    return { ...user, token };
  }

  const change = (token: string, userId: number, password: string) =>
    request(t.server)
      .post('/api/v1/auth/change-password')
      .set('Authorization', `Bearer ${token}`)
      .send({ userId, password });

  it('answers success for a new password, which then logs in', async () => {
    const user = await newUser();
    const answer = await change(user.token, user.id, 'Other-pass3').expect(200);
    expect(answer.body).toEqual({ success: true });
    await login(t.server, user.email, 'Other-pass3');
  });

  it('answers failure for the password the user has now, and keeps the session', async () => {
    const user = await newUser();
    const answer = await change(user.token, user.id, NEW_USER_PASSWORD).expect(200);
    expect(answer.body).toEqual({ success: false });
    await login(t.server, user.email, NEW_USER_PASSWORD);
    await request(t.server)
      .get(`/api/v1/user/${user.id}`)
      .set('Authorization', `Bearer ${user.token}`)
      .expect(200);
  });

  it('refuses other faults with a message, not with a failure', async () => {
    const user = await newUser();
    const weak = await change(user.token, user.id, 'weak').expect(400);
    expect(weak.body.errors).toContain('Passwort ist zu wenig stark.');
    const other = await change(user.token, user.id + 100000, 'Other-pass3').expect(403);
    expect(other.body.message).toBe('Dazu sind Sie nicht berechtigt');
  });
});
