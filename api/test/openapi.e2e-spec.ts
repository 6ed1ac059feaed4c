import { BookletState } from '@gb/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { DEMO, login, registerUser, userIdOf } from './support/login.js';
import {
  OpenApiValidator,
  operationsOf,
  type OpenApiDocument,
} from './support/openapi-validator.js';
import { bookletBody, insertRegion } from './support/booklet-season.fixture.js';
import { insertOrderBooklets, privateOrder } from './support/order-booklets.fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { onePagePdf } from './support/preview-files.fixture.js';
import { mailsArriving } from './support/voucher-workflow.fixture.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Real answers of the api, at least one per controller, checked against its own document. */
describe('the OpenAPI document describes what the api answers', () => {
  let t: TestApp;
  let validator: OpenApiValidator;
  let tokens: Record<'admin' | 'franchisee' | 'company', string>;
  const checked = new Set<string>();

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
    const document = (await request(t.server).get('/api/docs-json').expect(200))
      .body as OpenApiDocument;
    validator = new OpenApiValidator(document);
    tokens = {
      admin: (await login(t.server, DEMO.admin)).token,
      franchisee: (await login(t.server, DEMO.franchisee)).token,
      company: (await login(t.server, DEMO.company)).token,
    };
  });

  afterAll(() => t.close());

  const component = (name: string) => ({ $ref: `#/components/schemas/${name}` });

  /** Sends a call and fails unless the document describes its answer; answers the body. */
  async function answer(
    method: Method,
    path: string,
    template: string,
    expected: number,
    options: {
      token?: string;
      body?: object;
      send?: (call: request.Test) => request.Test;
    } = {},
  ) {
    let call = request(t.server)[method](path);
    if (options.token) call = call.set('Authorization', `Bearer ${options.token}`);
    if (options.body) call = call.send(options.body);
    if (options.send) call = options.send(call);
    const response = await call;
    expect([method, path, response.status]).toEqual([method, path, expected]);
    const problems = validator.problems(
      method,
      template,
      response.status,
      String(response.headers['content-type'] ?? ''),
      response.body,
    );
    expect([method, path, problems]).toEqual([method, path, []]);
    checked.add(`${method} ${template}`);
    return response.body;
  }

  it("names the contracts' schemas as components, which the answers reference", () => {
    const { document } = validator;
    const answerOf = (method: string, template: string, status = '200') =>
      validator.operation(method, template).responses[status]?.content?.['application/json']
        ?.schema;
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'Booklet',
        'PublicBooklet',
        'Voucher',
        'PublicVoucher',
        'PublicVoucherList',
        'VoucherListAnswer',
        'Order',
        'PartnerOrder',
        'ReturnOrder',
        'Company',
        'User',
        'Region',
        'TextBlock',
        'Statistics',
        'ErrorBody',
      ]),
    );
    expect(answerOf('get', '/api/v1/booklet/{id}')).toEqual(component('Booklet'));
    expect(answerOf('get', '/api/v1/voucher/{id}')).toEqual(component('Voucher'));
    expect(answerOf('post', '/api/v1/order', '201')).toEqual(component('Order'));
    expect(answerOf('get', '/api/v1/region')).toEqual({
      type: 'array',
      items: component('Region'),
    });
    expect(answerOf('get', '/api/v1/voucher')).toEqual({
      anyOf: [component('PublicVoucherList'), component('VoucherListAnswer')],
    });
    // A component names its parts too, and every reference leads to a component.
    expect(document.components.schemas.Voucher).toMatchObject({
      properties: { address: component('Address') },
    });
    const references = JSON.stringify(document).match(/#\/components\/schemas\/[^"]+/g) ?? [];
    for (const reference of new Set(references)) {
      expect([reference, reference.split('/').pop()! in document.components.schemas]).toEqual([
        reference,
        true,
      ]);
    }
  });

  it("names the requests' schemas as components, which the request bodies reference", () => {
    const { document } = validator;
    const bodyOf = (method: string, template: string) =>
      validator.operation(method, template).requestBody?.content?.['application/json']?.schema;
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'BookletRequest',
        'CreateVoucherRequest',
        'ChangeVoucherStateRequest',
        'CreateOrderRequest',
        'OrderLineRequest',
        'PartnerOrderRequest',
        'LocatedAddressRequest',
        'CompanyRequest',
        'AuthenticateRequest',
      ]),
    );
    expect(bodyOf('post', '/api/v1/booklet')).toEqual(component('BookletRequest'));
    expect(bodyOf('put', '/api/v1/booklet/{id}')).toEqual(component('BookletRequest'));
    expect(bodyOf('post', '/api/v1/voucher')).toEqual(component('CreateVoucherRequest'));
    expect(bodyOf('post', '/api/v1/order')).toEqual(component('CreateOrderRequest'));
    // A request names its parts too: the lines of an order, the address of a partner order.
    expect(document.components.schemas.OrderLinesRequest).toMatchObject({
      properties: { lines: { items: component('OrderLineRequest') } },
    });
    expect(document.components.schemas.PartnerOrderRequest).toMatchObject({
      properties: { shippingAddress: component('LocatedAddressRequest') },
    });
  });

  it('uses OpenAPI 3.1 and names the permission of every route', () => {
    expect(validator.document.openapi).toBe('3.1.0');
    expect(validator.operation('get', '/api/v1/order')['x-permissions']).toEqual(['Franchisee']);
    expect(validator.operation('get', '/api/v1/user')['x-permissions']).toEqual([
      'Admin',
      'Franchisee',
    ]);
    for (const [path, item] of Object.entries(validator.document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect([method, path, Array.isArray(operation['x-permissions'])]).toEqual([
          method,
          path,
          true,
        ]);
        if (['post', 'put', 'patch'].includes(method) && !path.endsWith('/logout')) {
          expect([method, path, operation.requestBody !== undefined]).toEqual([method, path, true]);
        }
      }
    }
  });

  it('describes 429 on the rate-limited routes only: login, password-reset mail, public order, new wallet link', () => {
    const limited = operationsOf(validator.document)
      .filter(({ operation }) => operation.responses['429'] !== undefined)
      .map(({ method, path }) => `${method} ${path}`);
    expect(limited.sort()).toEqual([
      'post /api/v1/auth/authenticate',
      'post /api/v1/auth/reset-password',
      'post /api/v1/order',
      'post /api/v1/wallet/link',
    ]);
  });

  it('refuses an answer with a field it does not describe, or without one it requires', async () => {
    const user = await answer(
      'get',
      `/api/v1/user/${userIdOf(tokens.admin)}`,
      '/api/v1/user/{id}',
      200,
      {
        token: tokens.admin,
      },
    );
    const leaky = { ...user, passwordHash: 'argon2id$…' };
    expect(
      validator.problems('get', '/api/v1/user/{id}', 200, 'application/json', leaky),
    ).not.toEqual([]);
    const { email: _email, ...incomplete } = user;
    expect(
      validator.problems('get', '/api/v1/user/{id}', 200, 'application/json', incomplete),
    ).not.toEqual([]);
  });

  it('describes the public answers', async () => {
    await answer('get', '/api/v1/health', '/api/v1/health', 200);
    await answer('get', '/api/v1/ready', '/api/v1/ready', 200);
    await answer('get', '/remotes.json', '/remotes.json', 200);
    await answer('get', '/api/v1/page-head?path=%2Fcontact&lang=en-US', '/api/v1/page-head', 200);
    await answer('get', '/api/v1/page-head', '/api/v1/page-head', 400);
    await answer('get', '/api/v1/client-config', '/api/v1/client-config', 200);
    const booklets = await answer('get', '/api/v1/booklet', '/api/v1/booklet', 200);
    const covered = booklets.find(
      (booklet: { coverImageId: number | null }) => booklet.coverImageId,
    );
    await answer(
      'get',
      `/api/v1/booklet/${covered.id}/cover-image?size=10`,
      '/api/v1/booklet/{id}/cover-image',
      200,
    );
    const vouchers = (await answer('get', '/api/v1/voucher', '/api/v1/voucher', 200)).items;
    const pictured = vouchers.find(
      (voucher: { completeImageAttachmentId: number | null }) => voucher.completeImageAttachmentId,
    );
    await answer(
      'get',
      `/api/v1/voucher/${pictured.id}/complete-image`,
      '/api/v1/voucher/{id}/complete-image',
      200,
    );
    await answer(
      'get',
      '/api/v1/voucher/1/front-image?size=7',
      '/api/v1/voucher/{id}/front-image',
      400,
    );
    await answer(
      'get',
      '/api/v1/voucher/999999/back-image',
      '/api/v1/voucher/{id}/back-image',
      404,
    );
    await answer('get', '/api/v1/company/point-of-sales', '/api/v1/company/point-of-sales', 200);
    await answer('get', '/api/v1/region', '/api/v1/region', 200);
    await answer('get', '/api/v1/region/1', '/api/v1/region/{id}', 200);
    await answer('get', '/api/v1/region/999999', '/api/v1/region/{id}', 404);
    await answer('get', '/api/v1/voucher-category', '/api/v1/voucher-category', 200);
    await answer('get', '/api/v1/text-block?canonical=home', '/api/v1/text-block', 200);
    await answer('get', '/api/v1/text-block?canonical=nope', '/api/v1/text-block', 404);
    await answer('get', '/api/v1/order/postage?quantity=3', '/api/v1/order/postage', 200);
  });

  it('describes the staff answers and their refusals', async () => {
    const { franchisee, admin, company } = tokens;
    const blocks = await answer('get', '/api/v1/text-block', '/api/v1/text-block', 200, {
      token: franchisee,
    });
    await answer('get', `/api/v1/text-block/${blocks[0].id}`, '/api/v1/text-block/{id}', 200, {
      token: franchisee,
    });
    const block = await answer('post', '/api/v1/text-block', '/api/v1/text-block', 201, {
      token: franchisee,
      body: { canonical: 'docs-block', text: 'Zeile', internalNotes: '' },
    });
    await answer('post', '/api/v1/text-block', '/api/v1/text-block', 409, {
      token: franchisee,
      body: { canonical: 'docs-block', text: 'Zeile', internalNotes: '' },
    });
    await answer('put', `/api/v1/text-block/${block.id}`, '/api/v1/text-block/{id}', 200, {
      token: franchisee,
      body: { canonical: 'docs-block', text: 'Neu', internalNotes: 'intern' },
    });
    await answer('get', '/api/v1/statistics?year=2026', '/api/v1/statistics', 200, {
      token: franchisee,
    });
    await answer('get', '/api/v1/statistics', '/api/v1/statistics', 403, { token: company });
    await answer('get', '/api/v1/company', '/api/v1/company', 200, { token: franchisee });
    await answer('get', '/api/v1/company', '/api/v1/company', 403, { token: company });
    await answer('get', '/api/v1/order', '/api/v1/order', 401);
    const region = await answer('post', '/api/v1/region', '/api/v1/region', 201, {
      token: admin,
      body: { name: 'Dokuland' },
    });
    await answer('put', `/api/v1/region/${region.id}`, '/api/v1/region/{id}', 200, {
      token: admin,
      body: { name: 'Dokuland Süd' },
    });
    await answer('post', '/api/v1/region', '/api/v1/region', 400, { token: admin, body: {} });
    await answer(
      'get',
      '/api/v1/accounting/abacus-export?year=2026',
      '/api/v1/accounting/abacus-export',
      200,
      {
        token: franchisee,
      },
    );
  });

  it('describes the login answers', async () => {
    const session = await answer(
      'post',
      '/api/v1/auth/authenticate',
      '/api/v1/auth/authenticate',
      200,
      {
        body: { username: DEMO.designer, password: 'Demo-2for1' },
      },
    );
    await answer('post', '/api/v1/auth/authenticate', '/api/v1/auth/authenticate', 401, {
      body: { username: DEMO.designer, password: 'Wrong-pass1' },
    });
    const renewed = await answer('post', '/api/v1/auth/refresh', '/api/v1/auth/refresh', 200, {
      body: { refreshToken: session.refreshToken, jwtToken: session.token },
    });
    await answer('post', '/api/v1/auth/logout', '/api/v1/auth/logout', 204, {
      body: { refreshToken: renewed.refreshToken },
    });
    await answer('post', '/api/v1/auth/reset-password', '/api/v1/auth/reset-password', 200, {
      body: { email: 'nobody@demo.ch' },
    });
    await answer('get', '/api/v1/auth/role', '/api/v1/auth/role', 200, { token: tokens.admin });
  });

  it('describes the answers about users', async () => {
    const { admin, franchisee } = tokens;
    const created = await answer('post', '/api/v1/auth/register', '/api/v1/auth/register', 201, {
      token: admin,
      body: {
        email: 'doku@demo.ch',
        password: 'Doku-pass1',
        firstname: 'Doris',
        lastname: 'Doku',
        companyId: null,
      },
    });
    const id = created.id as number;
    await answer('post', '/api/v1/auth/toggle-role', '/api/v1/auth/toggle-role', 200, {
      token: admin,
      body: { userId: id, roleName: 'GraphicDesigner' },
    });
    await answer('post', '/api/v1/auth/change-username', '/api/v1/auth/change-username', 200, {
      token: admin,
      body: { userId: id, username: 'doku2@demo.ch' },
    });
    await answer('post', '/api/v1/auth/change-password', '/api/v1/auth/change-password', 200, {
      token: admin,
      body: { userId: id, password: 'Doku-pass2' },
    });
    await answer('get', '/api/v1/user?roles=Admin,Franchisee', '/api/v1/user', 200, {
      token: franchisee,
    });
    await answer('put', `/api/v1/user/${id}`, '/api/v1/user/{id}', 200, {
      token: admin,
      body: { companyId: null },
    });
    await answer('put', `/api/v1/user/${id}/locale`, '/api/v1/user/{id}/locale', 200, {
      token: admin,
      body: { preferredLocale: 'en-US' },
    });
    await answer('put', `/api/v1/user/${id}/address`, '/api/v1/user/{id}/address', 200, {
      token: admin,
      body: { firstname: 'Doris', lastname: 'Doku', zip: '5000' },
    });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await answer(
      'post',
      `/api/v1/user/${id}/profile-image`,
      '/api/v1/user/{id}/profile-image',
      201,
      {
        token: admin,
        send: (call) => call.attach('ImageFile', png, 'face.png'),
      },
    );
    await answer(
      'get',
      `/api/v1/user/${id}/profile-image?size=20`,
      '/api/v1/user/{id}/profile-image',
      200,
    );
    await answer(
      'delete',
      `/api/v1/user/${id}/profile-image`,
      '/api/v1/user/{id}/profile-image',
      200,
      {
        token: admin,
      },
    );
    await answer('delete', `/api/v1/user/${id}`, '/api/v1/user/{id}', 204, { token: franchisee });
    const other = await registerUser(t.server, admin);
    await answer('delete', `/api/v1/user/${other}`, '/api/v1/user/{id}', 403, {
      token: tokens.company,
    });
  });

  it('describes the answers about orders', async () => {
    const { franchisee } = tokens;
    const booklets = await insertOrderBooklets(t.app.get(DataSource));
    const order = await answer('post', '/api/v1/order', '/api/v1/order', 201, {
      body: privateOrder([{ bookletId: booklets.published.id, quantity: 2 }]),
      send: (call) => call.set('Idempotency-Key', 'openapi-order'),
    });
    await answer('post', '/api/v1/order', '/api/v1/order', 422, {
      body: privateOrder([{ bookletId: booklets.published.id, quantity: 3 }]),
      send: (call) => call.set('Idempotency-Key', 'openapi-order'),
    });
    await answer('post', '/api/v1/order', '/api/v1/order', 400, { body: { type: 'Private' } });
    await answer('get', '/api/v1/order', '/api/v1/order', 200, { token: franchisee });
    await answer('get', '/api/v1/order/booklets', '/api/v1/order/booklets', 200, {
      token: franchisee,
    });
    await answer('get', `/api/v1/order/${order.id}`, '/api/v1/order/{id}', 200, {
      token: franchisee,
    });
    await answer('get', `/api/v1/order/${order.id}/invoice`, '/api/v1/order/{id}/invoice', 200, {
      token: franchisee,
    });
    await answer('put', `/api/v1/order/${order.id}`, '/api/v1/order/{id}', 200, {
      token: franchisee,
      body: { postage: 9, postageProductNo: 'PP-9', postageLabel: 'Einschreiben' },
    });
    const { orderLines: _lines, ...address } = privateOrder([]);
    await answer(
      'put',
      `/api/v1/order/${order.id}/billing-address`,
      '/api/v1/order/{id}/billing-address',
      200,
      {
        token: franchisee,
        body: address,
      },
    );
    await answer(
      'put',
      `/api/v1/order/${order.id}/order-line`,
      '/api/v1/order/{id}/order-line',
      200,
      {
        token: franchisee,
        body: { lines: [{ bookletId: booklets.published.id, quantity: 1 }] },
      },
    );
    await answer('delete', `/api/v1/order/${order.id}`, '/api/v1/order/{id}', 204, {
      token: franchisee,
    });
  });

  it('describes the answers about vouchers', async () => {
    const { franchisee, company } = tokens;
    const [companyId] = (await t.app
      .get(DataSource)
      .query('SELECT company_id AS id FROM app_user WHERE email = $1', [DEMO.company])) as {
      id: number;
    }[];
    const [booklet] = (await t.app
      .get(DataSource)
      .query('SELECT id FROM booklet ORDER BY id LIMIT 1')) as { id: number }[];
    const list = (query: string, token: string, status = 200) =>
      answer('get', `/api/v1/voucher${query}`, '/api/v1/voucher', status, { token });
    await list('?stateClass=Draft,Finished&pageSize=5', franchisee);
    await list('?favorite=true&fulltext=pizza&archived=false', company);
    await list('?pageSize=0', franchisee, 400);
    const voucher = await answer('post', '/api/v1/voucher', '/api/v1/voucher', 201, {
      token: franchisee,
      body: {
        companyId: companyId!.id,
        responsibleUserId: userIdOf(franchisee),
        voucherCategoryId: null,
        offerShort: 'Zwei Kaffees für einen',
      },
    });
    await answer('post', '/api/v1/voucher', '/api/v1/voucher', 400, {
      token: franchisee,
      body: { companyId: 'x' },
    });
    const one = `/api/v1/voucher/${voucher.id}`;
    await answer('get', one, '/api/v1/voucher/{id}', 200, { token: company });
    await answer('get', '/api/v1/voucher/999999', '/api/v1/voucher/{id}', 404, { token: company });
    await answer('put', one, '/api/v1/voucher/{id}', 200, {
      token: franchisee,
      body: {
        voucherCategoryId: null,
        responsibleUserId: userIdOf(franchisee),
        offerShort: 'Zwei Kaffees für einen',
        offerLong: 'Im Garten',
        openingHours: 'Mo–Fr',
        noteForGraphicDesigner: 'Logo gross',
      },
    });
    await answer('put', `${one}/address`, '/api/v1/voucher/{id}/address', 200, {
      token: franchisee,
      body: { street: 'Bahnhofstrasse 1', zip: '5000', city: 'Aarau', lon: 8.05, lat: 47.39 },
    });
    await answer('put', `${one}/address`, '/api/v1/voucher/{id}/address', 400, {
      token: franchisee,
      body: { lon: 2.3, lat: 48.8 },
    });
    await answer('get', `${one}/next-state`, '/api/v1/voucher/{id}/next-state', 200, {
      token: franchisee,
    });
    await answer('patch', one, '/api/v1/voucher/{id}', 200, {
      token: franchisee,
      body: { newVoucherStateClass: 'WaitingForApproval', fromStateClass: 'Created' },
    });
    await answer('patch', one, '/api/v1/voucher/{id}', 409, {
      token: franchisee,
      body: { newVoucherStateClass: 'Draft', fromStateClass: 'Created' },
    });
    await answer('patch', one, '/api/v1/voucher/{id}', 403, {
      token: company,
      body: { newVoucherStateClass: 'Finished' },
    });
    await answer('get', `${one}/state-change`, '/api/v1/voucher/{id}/state-change', 200, {
      token: company,
    });
    await answer('post', `${one}/approval-mail`, '/api/v1/voucher/{id}/approval-mail', 200, {
      token: franchisee,
      body: {},
    });
    const comment = await answer('post', `${one}/comment`, '/api/v1/voucher/{id}/comment', 201, {
      token: franchisee,
      body: { title: 'Logo', text: 'Bitte als SVG', notificationType: 3, isCustomerVisible: true },
    });
    await answer('get', `${one}/comment`, '/api/v1/voucher/{id}/comment', 200, { token: company });
    await answer(
      'put',
      `${one}/comment/${comment.id}`,
      '/api/v1/voucher/{id}/comment/{commentId}',
      200,
      { token: franchisee, body: { title: 'Logo', text: 'Bitte als SVG oder EPS' } },
    );
    await answer('post', `${one}/booklet-id`, '/api/v1/voucher/{id}/booklet-id', 201, {
      token: franchisee,
      body: { bookletId: booklet!.id },
    });
    await answer('get', `${one}/booklet-id`, '/api/v1/voucher/{id}/booklet-id', 200, {
      token: company,
    });
    await answer(
      'delete',
      `${one}/booklet-id/${booklet!.id}`,
      '/api/v1/voucher/{id}/booklet-id/{bookletId}',
      200,
      { token: franchisee },
    );
    await answer('post', `${one}/favorite`, '/api/v1/voucher/{id}/favorite', 204, {
      token: company,
      body: {},
    });
    await answer('delete', `${one}/favorite`, '/api/v1/voucher/{id}/favorite', 204, {
      token: company,
    });
    await answer('get', '/api/v1/user/responsible', '/api/v1/user/responsible', 200, {
      token: company,
    });
  });

  it('describes the answers about booklets and appointments', async () => {
    const franchisee = tokens.franchisee;
    const regionId = (await insertRegion(t.app.get(DataSource))).id;
    await answer('get', '/api/v1/booklet', '/api/v1/booklet', 200, { token: franchisee });
    const booklet = await answer('post', '/api/v1/booklet', '/api/v1/booklet', 201, {
      token: franchisee,
      body: bookletBody(regionId, 2091),
    });
    const one = `/api/v1/booklet/${booklet.id}`;
    await answer('get', one, '/api/v1/booklet/{id}', 200, { token: franchisee });
    await answer('put', one, '/api/v1/booklet/{id}', 200, {
      token: franchisee,
      body: bookletBody(regionId, 2091),
    });
    await answer('get', `${one}/voucher`, '/api/v1/booklet/{id}/voucher', 200, {
      token: franchisee,
    });
    await answer('post', `${one}/clone`, '/api/v1/booklet/{id}/clone', 201, {
      token: franchisee,
      body: { year: 2092 },
    });
    await answer('post', `${one}/clone`, '/api/v1/booklet/{id}/clone', 409, {
      token: franchisee,
      body: { year: 2092 },
    });
    const png = await sharp({
      create: { width: 20, height: 28, channels: 3, background: '#d70023' },
    })
      .png()
      .toBuffer();
    const covered = await answer(
      'post',
      `${one}/cover-image`,
      '/api/v1/booklet/{id}/cover-image',
      201,
      {
        token: franchisee,
        send: (call) => call.attach('CoverImage', png, 'cover.png'),
      },
    );
    await answer(
      'get',
      `${one}/cover-image/${covered.coverImageId}/meta`,
      '/api/v1/booklet/{id}/cover-image/{fileId}/meta',
      200,
      { token: franchisee },
    );
    await answer('delete', `${one}/cover-image`, '/api/v1/booklet/{id}/cover-image', 200, {
      token: franchisee,
    });
    const pdf = onePagePdf();
    const printed = await answer(
      'post',
      `${one}/good-for-printing`,
      '/api/v1/booklet/{id}/good-for-printing',
      201,
      { token: franchisee, send: (call) => call.attach('GoodForPrinting', pdf, 'druck.pdf') },
    );
    const file = `${one}/good-for-printing/${printed.goodForPrintingId}`;
    await answer(
      'get',
      `${file}/meta`,
      '/api/v1/booklet/{id}/good-for-printing/{fileId}/meta',
      200,
      {
        token: franchisee,
      },
    );
    await answer('get', file, '/api/v1/booklet/{id}/good-for-printing/{fileId}', 200, {
      token: franchisee,
    });
    await answer(
      'delete',
      `${one}/good-for-printing`,
      '/api/v1/booklet/{id}/good-for-printing',
      200,
      {
        token: franchisee,
      },
    );
    const comment = await answer('post', `${one}/comment`, '/api/v1/booklet/{id}/comment', 201, {
      token: franchisee,
      body: { title: 'Druck', text: 'Termin bestätigt' },
    });
    await answer('get', `${one}/comment`, '/api/v1/booklet/{id}/comment', 200, {
      token: franchisee,
    });
    await answer(
      'put',
      `${one}/comment/${comment.id}`,
      '/api/v1/booklet/{id}/comment/{commentId}',
      200,
      { token: franchisee, body: { title: 'Druck', text: 'Verschoben' } },
    );
    await answer('put', `${one}/voucher-states`, '/api/v1/booklet/{id}/voucher-states', 200, {
      token: franchisee,
      body: { fromStateClass: 'Created', toStateClass: 'WaitingForApproval' },
    });
    await answer(
      'post',
      `${one}/update-gfp-in-progress-to-gfp-created`,
      '/api/v1/booklet/{id}/update-gfp-in-progress-to-gfp-created',
      200,
      { token: franchisee, body: {} },
    );
    const [appointment] = await answer('get', '/api/v1/appointment', '/api/v1/appointment', 200, {
      token: franchisee,
    });
    await answer('put', `/api/v1/appointment/${appointment.id}`, '/api/v1/appointment/{id}', 200, {
      token: franchisee,
      body: { text: 'Start Verkauf: 1. November' },
    });
  });

  it('describes the answers about partner orders, returns, inventory and stock', async () => {
    const { company, franchisee } = tokens;
    const offered = await answer(
      'get',
      '/api/v1/partner-order/booklets',
      '/api/v1/partner-order/booklets',
      200,
      { token: company },
    );
    const commission = offered.find(
      (booklet: { type: string; remainingAllowance: number | null }) =>
        booklet.type === 'Commission' && booklet.remainingAllowance !== 0,
    );
    const order = await answer('post', '/api/v1/partner-order', '/api/v1/partner-order', 201, {
      token: company,
      body: { orderLines: [{ bookletId: commission.id, quantity: 1 }] },
    });
    await answer('get', '/api/v1/partner-order', '/api/v1/partner-order', 200, { token: company });
    await answer('get', `/api/v1/partner-order/${order.id}`, '/api/v1/partner-order/{id}', 200, {
      token: company,
    });
    await answer('patch', `/api/v1/partner-order/${order.id}`, '/api/v1/partner-order/{id}', 200, {
      token: franchisee,
      body: { state: 'shipped' },
    });
    const returned = await answer('post', '/api/v1/return-order', '/api/v1/return-order', 201, {
      token: company,
      body: { orderLines: [{ bookletId: commission.id, quantity: 1 }] },
    });
    await answer('get', '/api/v1/return-order', '/api/v1/return-order', 200, { token: company });
    await answer('get', `/api/v1/return-order/${returned.id}`, '/api/v1/return-order/{id}', 200, {
      token: company,
    });
    await answer('patch', `/api/v1/return-order/${returned.id}`, '/api/v1/return-order/{id}', 200, {
      token: franchisee,
      body: { state: 'collected' },
    });
    await answer('post', '/api/v1/company-inventory', '/api/v1/company-inventory', 201, {
      token: company,
      body: { bookletId: commission.id, quantity: 0 },
    });
    await answer('get', '/api/v1/company-inventory', '/api/v1/company-inventory', 200, {
      token: franchisee,
    });
    await answer('get', '/api/v1/partner-stock', '/api/v1/partner-stock', 200, { token: company });
    await answer(
      'get',
      '/api/v1/partner-stock/sell-through',
      '/api/v1/partner-stock/sell-through',
      200,
      { token: franchisee },
    );
  });

  it('describes the answers about voucher images, logos and print proofs', async () => {
    const { admin, company } = tokens;
    const [companyId] = (await t.app
      .get(DataSource)
      .query('SELECT company_id AS id FROM app_user WHERE email = $1', [DEMO.company])) as {
      id: number;
    }[];
    const voucher = await answer('post', '/api/v1/voucher', '/api/v1/voucher', 201, {
      token: admin,
      body: {
        companyId: companyId!.id,
        responsibleUserId: userIdOf(admin),
        voucherCategoryId: null,
        offerShort: 'Zwei Glace für eine',
      },
    });
    const one = `/api/v1/voucher/${voucher.id}`;
    const jpg = await sharp({
      create: { width: 30, height: 40, channels: 3, background: '#d70023' },
    })
      .jpeg()
      .toBuffer();
    const attach =
      (field: string, name: string, bytes = jpg) =>
      (call: request.Test) =>
        call.attach(field, bytes, name);
    for (const kind of ['complete-image', 'front-image', 'back-image']) {
      await answer('post', `${one}/${kind}`, `/api/v1/voucher/{id}/${kind}`, 201, {
        token: admin,
        send: attach('ImageFile', 'bild.jpg'),
      });
      await answer('delete', `${one}/${kind}`, `/api/v1/voucher/{id}/${kind}`, 200, {
        token: admin,
      });
    }
    await answer('post', `${one}/complete-image`, '/api/v1/voucher/{id}/complete-image', 400, {
      token: admin,
      send: attach('ImageFile', 'bild.jpg', Buffer.from('<html></html>')),
    });
    const logo = await answer(
      'post',
      `${one}/company-logo`,
      '/api/v1/voucher/{id}/company-logo',
      201,
      {
        token: admin,
        send: attach('ImageFile', 'logo.jpg'),
      },
    );
    const logoPath = `${one}/company-logo/${logo.companyLogoAttachmentId}`;
    const logoTemplate = '/api/v1/voucher/{id}/company-logo/{attachmentId}';
    await answer('get', `${logoPath}/meta`, `${logoTemplate}/meta`, 200, { token: company });
    await answer('get', `${logoPath}?size=10`, logoTemplate, 200, { token: company });
    await answer('get', `${logoPath}/file`, `${logoTemplate}/file`, 200, { token: company });
    await answer('get', `${logoPath}/preview`, `${logoTemplate}/preview`, 200, { token: company });
    await answer('delete', `${one}/company-logo`, '/api/v1/voucher/{id}/company-logo', 200, {
      token: admin,
    });
    const withImage = await answer('post', `${one}/image`, '/api/v1/voucher/{id}/image', 201, {
      token: admin,
      send: attach('ImageFile', 'mehr.jpg'),
    });
    const imagePath = `${one}/image/${withImage.imageAttachmentIds[0]}`;
    const imageTemplate = '/api/v1/voucher/{id}/image/{imageId}';
    await answer('get', `${imagePath}/meta`, `${imageTemplate}/meta`, 200, { token: company });
    await answer('get', `${imagePath}?size=10`, imageTemplate, 200, { token: company });
    await answer('delete', imagePath, imageTemplate, 200, { token: admin });
    await answer('delete', `${one}/image`, '/api/v1/voucher/{id}/image', 200, { token: admin });
    const proofs = await answer('post', `${one}/proof`, '/api/v1/voucher/{id}/proof', 201, {
      token: admin,
      send: attach('Proof', 'gzd.jpg'),
    });
    await answer('get', `${one}/proof`, '/api/v1/voucher/{id}/proof', 200, { token: company });
    await answer(
      'get',
      `${one}/proof/${proofs.versions[0].id}/file`,
      '/api/v1/voucher/{id}/proof/{proofId}/file',
      200,
      { token: company },
    );
    await answer(
      'get',
      `${one}/proof/${proofs.versions[0].id}/preview`,
      '/api/v1/voucher/{id}/proof/{proofId}/preview',
      200,
      { token: company },
    );
  });

  it('describes the answers about activation codes, wallets and redemptions', async () => {
    const { franchisee, company } = tokens;
    const dataSource = t.app.get(DataSource);
    const [{ company_id: companyId }] = (await dataSource.query(
      'SELECT company_id FROM app_user WHERE email = $1',
      [DEMO.company],
    )) as { company_id: number }[];
    const [{ id: voucherId, booklet_id: bookletId }] = (await dataSource.query(
      `SELECT voucher.id, voucher_booklet.booklet_id FROM voucher
         JOIN voucher_booklet ON voucher_booklet.voucher_id = voucher.id
         JOIN booklet ON booklet.id = voucher_booklet.booklet_id AND booklet.state IN ($2, $3)
        WHERE voucher.company_id = $1 ORDER BY voucher.id LIMIT 1`,
      [companyId, BookletState.Published, BookletState.SoldOut],
    )) as { id: number; booklet_id: number }[];
    const codes = `/api/v1/booklet/${bookletId}/activation-code`;
    const csv = await request(t.server)
      .post(codes)
      .set('Authorization', `Bearer ${franchisee}`)
      .send({ quantity: 1 })
      .expect(201);
    expect(
      validator.problems(
        'post',
        '/api/v1/booklet/{id}/activation-code',
        201,
        String(csv.headers['content-type']),
        csv.body,
      ),
    ).toEqual([]);
    checked.add('post /api/v1/booklet/{id}/activation-code');
    const code = csv.text.trim().split('\n')[1]!.split(',')[0]!;
    await answer('get', codes, '/api/v1/booklet/{id}/activation-code', 200, { token: franchisee });
    await answer('post', '/api/v1/wallet/activation', '/api/v1/wallet/activation', 201, {
      body: { code, email: 'doku.wallet@example.ch' },
    });
    const [mail] = await mailsArriving(t.dataDir, 'doku.wallet@example.ch', '/wallet/');
    const wallet = `/api/v1/wallet/${/\/wallet\/([\w-]{43})/.exec(mail!)![1]}`;
    await answer('get', wallet, '/api/v1/wallet/{token}', 200);
    const pinPath = `/api/v1/company/${companyId}/redemption-pin`;
    await answer('get', pinPath, '/api/v1/company/{id}/redemption-pin', 200, { token: company });
    const { pin } = await answer('post', pinPath, '/api/v1/company/{id}/redemption-pin', 201, {
      token: company,
      body: {},
    });
    await answer('post', `${wallet}/redemption`, '/api/v1/wallet/{token}/redemption', 201, {
      body: { voucherId, pin },
    });
    await answer('post', `${wallet}/redemption`, '/api/v1/wallet/{token}/redemption', 409, {
      body: { voucherId, pin },
    });
    const [copy] = await answer(
      'get',
      '/api/v1/wallet-copy?email=doku.wallet@example.ch',
      '/api/v1/wallet-copy',
      200,
      { token: franchisee },
    );
    await answer(
      'post',
      `/api/v1/wallet-copy/${copy.copyId}/move`,
      '/api/v1/wallet-copy/{id}/move',
      201,
      {
        token: franchisee,
        body: { email: 'doku.wallet2@example.ch' },
      },
    );
    await answer('post', '/api/v1/wallet/link', '/api/v1/wallet/link', 202, {
      body: { email: 'Doku.Wallet2@example.ch' },
    });
    await answer(
      'get',
      `/api/v1/company/${companyId}/redemption`,
      '/api/v1/company/{id}/redemption',
      200,
      { token: company },
    );
  });

  it('describes the company answers', async () => {
    const { franchisee, company } = tokens;
    const pdf = onePagePdf();
    const body = {
      name: 'Dokubetrieb',
      canOrderMoreInternalBooks: false,
      responsibleUserId: null,
      sellingBookletIds: [],
      isPointOfSales: true,
    };
    const created = await answer('post', '/api/v1/company', '/api/v1/company', 201, {
      token: franchisee,
      body,
    });
    const one = `/api/v1/company/${created.id}`;
    await answer('get', one, '/api/v1/company/{id}', 200, { token: franchisee });
    await answer('get', one, '/api/v1/company/{id}', 403, { token: company });
    await answer('put', one, '/api/v1/company/{id}', 200, { token: franchisee, body });
    await answer('put', `${one}/location-address`, '/api/v1/company/{id}/location-address', 200, {
      token: franchisee,
      body: { city: 'Zug', lon: 8.5, lat: 47.2 },
    });
    const withContract = await answer(
      'post',
      `${one}/contract`,
      '/api/v1/company/{id}/contract',
      201,
      {
        token: franchisee,
        send: (call) => call.attach('contract', pdf, 'vertrag.pdf'),
      },
    );
    const contract = `${one}/contract/${withContract.contractId}`;
    await answer('get', `${contract}/meta`, '/api/v1/company/{id}/contract/{fileId}/meta', 200, {
      token: franchisee,
    });
    await answer('get', contract, '/api/v1/company/{id}/contract/{fileId}', 200, {
      token: franchisee,
    });
    await answer('delete', `${one}/contract`, '/api/v1/company/{id}/contract', 200, {
      token: franchisee,
    });
    const user = await answer('post', '/api/v1/auth/register', '/api/v1/auth/register', 201, {
      token: franchisee,
      body: {
        email: 'doku.betrieb@example.ch',
        password: null,
        firstname: 'Doku',
        lastname: 'Betrieb',
        companyId: created.id,
      },
    });
    await answer('get', `${one}/user`, '/api/v1/company/{id}/user', 200, { token: franchisee });
    await answer(
      'post',
      `${one}/user/${user.id}/login-link`,
      '/api/v1/company/{id}/user/{userId}/login-link',
      201,
      { token: franchisee, body: {} },
    );
    await answer('delete', one, '/api/v1/company/{id}', 409, { token: franchisee });
    await answer('post', '/api/v1/company-mail', '/api/v1/company-mail', 201, {
      token: franchisee,
      body: { subject: 'Doku', body: 'Text', linkText: '', linkType: 'none' },
    });
    await answer('get', '/api/v1/company-mail-log', '/api/v1/company-mail-log', 200, {
      token: franchisee,
    });
    const empty = await answer('post', '/api/v1/company', '/api/v1/company', 201, {
      token: franchisee,
      body,
    });
    await answer('delete', `/api/v1/company/${empty.id}`, '/api/v1/company/{id}', 204, {
      token: franchisee,
    });
  });

  it('checked an answer of every operation in the document', () => {
    const operations = Object.entries(validator.document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(operations.filter((operation) => !checked.has(operation))).toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(45);
  });
});
