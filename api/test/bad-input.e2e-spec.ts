import request from 'supertest';

import { DEMO, login } from './support/login.js';
import { privateOrder } from './support/order-booklets.fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Method = 'get' | 'put' | 'post' | 'delete';

/** Every route with a record id in its path, with a valid body, as the superadmin calls it. */
const ROUTES_WITH_ID: ReadonlyArray<[method: Method, path: string, body?: object]> = [
  ['get', 'user/{id}'],
  ['put', 'user/{id}', { companyId: null }],
  ['put', 'user/{id}/locale', { preferredLocale: 'en-US' }],
  ['put', 'user/{id}/address', { firstname: 'Franzi', lastname: 'Huber' }],
  ['delete', 'user/{id}'],
  ['get', 'user/{id}/profile-image'],
  ['post', 'user/{id}/profile-image'],
  ['delete', 'user/{id}/profile-image'],
  ['get', 'booklet/{id}/cover-image'],
  ['get', 'order/{id}'],
  ['get', 'order/{id}/invoice'],
  ['put', 'order/{id}', { postage: 9, postageProductNo: 'PP-9', postageLabel: 'Einschreiben' }],
  ['put', 'order/{id}/billing-address', { ...privateOrder([]), orderLines: undefined }],
  ['put', 'order/{id}/order-line', { lines: [{ bookletId: 1, quantity: 1, unitPrice: 1 }] }],
  ['delete', 'order/{id}'],
  ['get', 'voucher/{id}/complete-image'],
  ['get', 'voucher/{id}/front-image'],
  ['get', 'voucher/{id}/back-image'],
  ['get', 'region/{id}'],
  ['put', 'region/{id}', { name: 'Seetal' }],
];

describe('bad input gets a clear answer, never a 500', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    ({ token } = await login(t.server, DEMO.superAdmin));
  });

  afterAll(() => t.close());

  const call = (method: Method, path: string, body?: object) => {
    const server = request(t.server);
    const sent = server[method](`/api/v1/${path}`)
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', 'de-CH');
    return body ? sent.send(body) : sent;
  };

  describe.each(ROUTES_WITH_ID)('%s %s', (method, path, body) => {
    it('answers 400 for an id that is no whole number', async () => {
      const response = await call(method, path.replace('{id}', '12abc'), body).expect(400);
      expect(response.body.message).toBe('Die Anfrage ist ungültig');
    });

    it.each(['0', '2147483648', '99999999999999999999'])(
      'answers 404 for the id %s, which no record can have',
      async (id) => {
        const response = await call(method, path.replace('{id}', id), body).expect(404);
        expect(response.body).toEqual({ statusCode: 404, message: 'Nicht gefunden' });
      },
    );
  });

  it('refuses an id in a body beyond the database integers with the field named', async () => {
    const response = await request(t.server)
      .post('/api/v1/order')
      .set('Accept-Language', 'en-US')
      .send(privateOrder([{ bookletId: 2147483648, quantity: 1 }]))
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'The request is not valid',
      errors: ['Booklet is invalid'],
    });
  });

  it('answers 400 for a body that is no JSON', async () => {
    const response = await request(t.server)
      .post('/api/v1/auth/authenticate')
      .set('Content-Type', 'application/json')
      .send('{"username": ')
      .expect(400);
    expect(response.body.message).toBe('Die Anfrage ist ungültig');
  });

  it('answers 400 for an unknown value of the archived filter', async () => {
    const response = await call('get', 'order?archived=maybe').expect(400);
    expect(response.body.message).toBe('Die Anfrage ist ungültig');
    await call('get', 'order?archived=false').expect(200);
  });

  it('answers 400 for a NUL character the database cannot store, in a query or a body', async () => {
    const query = await call('get', 'text-block?canonical=intro%00').expect(400);
    expect(query.body).toEqual({
      statusCode: 400,
      message: 'Die Anfrage ist ungültig',
      errors: ['Kennung ist ungültig'],
    });
    const body = await call('post', 'region', { name: 'See\u0000tal' }).expect(400);
    expect(body.body).toEqual({
      statusCode: 400,
      message: 'Die Anfrage ist ungültig',
      errors: ['Name ist ungültig'],
    });
  });

  it('names an address field longer than the database holds, in the order and the profile', async () => {
    const order = await request(t.server)
      .post('/api/v1/order')
      .send({ ...privateOrder([{ bookletId: 1, quantity: 1 }]), city: 'A'.repeat(101) })
      .expect(400);
    expect(order.body.errors).toEqual(['Ort darf höchstens 100 Zeichen lang sein']);
    const profile = await call('put', 'user/1/address', {
      firstname: 'Franzi',
      lastname: 'H'.repeat(101),
    }).expect(400);
    expect(profile.body.errors).toEqual(['Nachname darf höchstens 100 Zeichen lang sein']);
  });
});
