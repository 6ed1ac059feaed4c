import request from 'supertest';

import { DEMO, login, registerUserWith } from './support/login.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const TRIES = 20;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2;
}

describe('login timing', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
  });

  afterAll(() => t.close());

  async function timedLogin(username: string): Promise<number> {
    const started = process.hrtime.bigint();
    await request(t.server)
      .post('/api/v1/auth/authenticate')
      .send({ username, password: 'Wrong-pass9' })
      .expect(401);
    return Number(process.hrtime.bigint() - started) / 1e6;
  }

  it('takes about as long for an unknown e-mail as for a known one with a wrong password', async () => {
    const admin = (await login(t.server, DEMO.admin)).token;
    // One try per account: five wrong passwords of one account would pause its logins.
    const known: string[] = [];
    for (let n = 0; n < TRIES; n += 1) known.push((await registerUserWith(t.server, admin)).email);
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let n = 0; n < TRIES; n += 1) {
      knownTimes.push(await timedLogin(known[n]!));
      unknownTimes.push(await timedLogin(`nobody${n}@demo.ch`));
    }
    const ratio = median(unknownTimes) / median(knownTimes);
    // Without a dummy hash an unknown e-mail answers in a fraction of the time (no argon2 run).
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.6);
    // Sixty argon2 runs: on two cores shared with the browser tests they take well over the
    // suite's 90 s.
  }, 240_000);
});
