import fc from 'fast-check';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { fromSchema, malformedQuery, RawJson } from './support/fuzz-arbitraries.js';
import { DEMO, login, registerUser, userIdOf } from './support/login.js';
import { bodySchemaOf, type OpenApiDocument } from './support/openapi-validator.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const BODIES_PER_ROUTE = 200;
const QUERIES_PER_ROUTE = 40;
const SEED = 20_261_122;
// Each route takes its share of time: with fifty routes a run takes minutes on a loaded machine.
const FUZZ_TIMEOUT_MS = 900_000;

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
}

/**
 * Sends generated and hostile bodies to every POST/PUT/PATCH route of the OpenAPI document and
 * malformed query strings to every GET, as a SuperAdmin (past every permission check): no answer
 * may be a 5xx, and the api must still answer afterwards.
 */
describe('fuzzing every route', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let token: string;
  let restoreCaller: () => Promise<void>;
  let pathId: string;
  const sent = { bodies: 0, queries: 0, routes: 0 };

  beforeAll(async () => {
    t = await startTestApp({
      LOGIN_RATE_LIMIT: '1000000',
      ORDER_RATE_LIMIT: '1000000',
      RESET_PASSWORD_RATE_LIMIT: '1000000',
      WALLET_LINK_RATE_LIMIT: '1000000',
    });
    document = (await request(t.server).get('/api/docs-json').expect(200)).body;
    token = (await login(t.server, DEMO.superAdmin)).token;
    pathId = String(await registerUser(t.server, token));
    // The fuzz may rename the SuperAdmin, set its password or move it: put it back when it
    // can no longer call.
    const dataSource = t.app.get(DataSource);
    const callerId = userIdOf(token);
    const [original] = await dataSource.query(
      'SELECT email, password_hash, company_id FROM app_user WHERE id = $1',
      [callerId],
    );
    restoreCaller = async () => {
      await dataSource.query(
        'UPDATE app_user SET email = $2, password_hash = $3, company_id = $4 WHERE id = $1',
        [callerId, original.email, original.password_hash, original.company_id],
      );
      await dataSource.query(
        "INSERT INTO user_role (user_id, role) VALUES ($1, 'SuperAdmin') ON CONFLICT DO NOTHING",
        [callerId],
      );
      token = (await login(t.server, DEMO.superAdmin)).token;
    };
  });

  afterAll(() => t.close());

  async function send(method: string, path: string, body?: unknown): Promise<number> {
    const call = () => {
      const sending = (request(t.server) as unknown as Record<string, (p: string) => request.Test>)[
        method
      ]!(path).set('Authorization', `Bearer ${token}`);
      return body === undefined
        ? sending
        : sending
            .set('Content-Type', 'application/json')
            .send(body instanceof RawJson ? body.text : (JSON.stringify(body) ?? 'null'));
    };
    let response = await call();
    if (response.status === 401 && !path.includes('/auth/')) {
      await restoreCaller();
      response = await call();
    }
    return response.status;
  }

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({
        method,
        path: path.replace('{id}', pathId),
        template: path,
        operation,
      })),
    );

  it(
    `sends ${BODIES_PER_ROUTE} bodies to every route that takes one, and never gets a 5xx`,
    async () => {
      const failures: string[] = [];
      for (const { method, path, template, operation } of operations()) {
        if (!['post', 'put', 'patch'].includes(method)) continue;
        sent.routes += 1;
        const schema = bodySchemaOf(document, operation, 'application/json');
        const bodies = fc.sample(fromSchema(schema as never), {
          numRuns: BODIES_PER_ROUTE,
          seed: SEED,
        });
        for (const body of bodies) {
          const status = await send(method, path, body);
          sent.bodies += 1;
          if (status >= 500)
            failures.push(`${status} ${method} ${template} ${JSON.stringify(body).slice(0, 300)}`);
        }
      }
      expect(failures).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `sends ${QUERIES_PER_ROUTE} malformed query strings to every GET, and never gets a 5xx`,
    async () => {
      const failures: string[] = [];
      for (const { method, path, template, operation } of operations()) {
        if (method !== 'get') continue;
        sent.routes += 1;
        const names = (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => parameter.name);
        const queries = fc.sample(malformedQuery(names), {
          numRuns: QUERIES_PER_ROUTE,
          seed: SEED,
        });
        for (const query of queries) {
          const status = await send('get', `${path}?${query}`);
          sent.queries += 1;
          if (status >= 500) failures.push(`${status} GET ${template}?${query.slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );

  it('still answers afterwards, and says how much it sent', async () => {
    await request(t.server).get('/api/v1/health').expect(200);
    console.log(
      `fuzz: sent ${sent.bodies} bodies and ${sent.queries} query strings to ${sent.routes} routes`,
    );
    expect(sent.bodies).toBeGreaterThanOrEqual(BODIES_PER_ROUTE * 15);
  });
});
