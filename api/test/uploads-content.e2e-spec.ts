import { VoucherStateClass } from '@gb/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { ACTIVE_SVGS, FAKE_PDF, HTML_EPS } from './support/crafted-images.js';
import { DEMO, login, userIdOf } from './support/login.js';
import { pdfPage } from './support/preview-files.fixture.js';
import { bodyFieldsOf, operationsOf, type OpenApiDocument } from './support/openapi-validator.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  createVoucher,
  setVoucherState,
  voucherCast,
  type VoucherCast,
} from './support/voucher-workflow.fixture.js';

interface UploadRoute {
  path: string;
  field: string;
}

/** Every route of the api's own document that takes a multipart upload, with its file field. */
function uploadRoutes(document: OpenApiDocument): UploadRoute[] {
  return operationsOf(document).flatMap(({ method, path, operation }) => {
    const [field] = Object.keys(bodyFieldsOf(document, operation, 'multipart/form-data'));
    return method === 'post' && field ? [{ path, field }] : [];
  });
}

/** Each upload route's refusal of bytes it does not take, by what the route keeps. */
const REFUSALS = {
  image: {
    'de-CH': 'Die Datei ist kein Bild. Erlaubt sind JPG, PNG, BMP, GIF und WebP.',
    'en-US': 'The file is not an image. JPG, PNG, BMP, GIF and WebP are allowed.',
  },
  logo: {
    'de-CH': 'Die Datei ist kein Logo. Erlaubt sind AI, EPS, SVG, JPG, PNG, BMP, GIF und WebP.',
    'en-US': 'The file is not a logo. AI, EPS, SVG, JPG, PNG, BMP, GIF and WebP are allowed.',
  },
  proof: {
    'de-CH': 'Das GzD muss ein PDF oder ein Bild (JPG, PNG, BMP, GIF, WebP) sein',
    'en-US': 'The proof must be a PDF or an image (JPG, PNG, BMP, GIF, WebP)',
  },
  pdf: { 'de-CH': 'Die Datei ist kein PDF', 'en-US': 'The file is not a PDF' },
};

function refusalOf(route: UploadRoute): (typeof REFUSALS)[keyof typeof REFUSALS] {
  if (route.path.endsWith('/company-logo')) return REFUSALS.logo;
  if (route.path.endsWith('/proof')) return REFUSALS.proof;
  if (/\/(contract|good-for-printing)$/.test(route.path)) return REFUSALS.pdf;
  return REFUSALS.image;
}

describe('every upload is read by its content before it is kept', () => {
  let t: TestApp;
  let cast: VoucherCast;
  let token: string;
  let routes: UploadRoute[];
  let ids: Record<'voucher' | 'booklet' | 'company' | 'user', number>;

  beforeAll(async () => {
    t = await startTestApp({ API_DOCS: 'on', LOGIN_RATE_LIMIT: '1000' });
    cast = await voucherCast(t);
    token = (await login(t.server, DEMO.superAdmin)).token;
    const document = (await request(t.server).get('/api/docs-json').expect(200))
      .body as OpenApiDocument;
    routes = uploadRoutes(document);
    const voucher = await createVoucher(t.server, cast);
    await setVoucherState(t, voucher, VoucherStateClass.Draft);
    const [company] = (await t.app
      .get(DataSource)
      .query('SELECT id FROM company ORDER BY id LIMIT 1')) as { id: number }[];
    ids = {
      voucher,
      booklet: cast.bookletId,
      company: Number(company!.id),
      user: userIdOf(token),
    };
  });

  afterAll(() => t.close());

  const send = (route: UploadRoute, bytes: Buffer, locale: 'de-CH' | 'en-US') => {
    const resource = route.path.split('/')[3] as keyof typeof ids;
    return request(t.server)
      .post(route.path.replace('{id}', String(ids[resource])))
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', locale)
      .attach(route.field, bytes, { filename: 'datei.png', contentType: 'image/png' });
  };

  it('finds every upload route in the OpenAPI document', () => {
    expect(routes.map((route) => `${route.path} ${route.field}`).sort()).toEqual([
      '/api/v1/booklet/{id}/cover-image CoverImage',
      '/api/v1/booklet/{id}/good-for-printing GoodForPrinting',
      '/api/v1/company/{id}/contract contract',
      '/api/v1/user/{id}/profile-image ImageFile',
      '/api/v1/voucher/{id}/back-image ImageFile',
      '/api/v1/voucher/{id}/company-logo ImageFile',
      '/api/v1/voucher/{id}/complete-image ImageFile',
      '/api/v1/voucher/{id}/front-image ImageFile',
      '/api/v1/voucher/{id}/image ImageFile',
      '/api/v1/voucher/{id}/proof Proof',
    ]);
  });

  it('refuses an empty file on every upload route, in both languages', async () => {
    for (const route of routes) {
      const german = await send(route, Buffer.alloc(0), 'de-CH');
      expect([route.path, german.status, german.body.message]).toEqual([
        route.path,
        400,
        'Die Datei ist leer',
      ]);
      const english = await send(route, Buffer.alloc(0), 'en-US');
      expect([route.path, english.status, english.body.message]).toEqual([
        route.path,
        400,
        'The file is empty',
      ]);
    }
  });

  it.each([
    ['bytes of no format', Buffer.from('\u0000\u0001garbage\u00ff\u00fe no file at all')],
    ['a PNG signature and nothing more', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])],
    ['a fake PDF', FAKE_PDF],
  ])('refuses %s on every upload route with its own message', async (_name, bytes) => {
    for (const route of routes) {
      for (const locale of ['de-CH', 'en-US'] as const) {
        const answer = await send(route, bytes, locale);
        expect([route.path, answer.status, answer.body.message]).toEqual([
          route.path,
          400,
          refusalOf(route)[locale],
        ]);
      }
    }
  });

  it('keeps a real PDF as contract, print file, proof and logo', async () => {
    const pdf = await pdfPage(200, 100);
    for (const route of routes.filter((r) =>
      /contract|good-for-printing|proof|logo/.test(r.path),
    )) {
      const answer = await send(route, pdf, 'de-CH');
      expect([route.path, answer.status]).toEqual([route.path, 201]);
    }
  });

  it.each(ACTIVE_SVGS)('refuses an SVG logo with %s', async (_name, bytes) => {
    const route = { path: '/api/v1/voucher/{id}/company-logo', field: 'ImageFile' };
    const german = await send(route, bytes, 'de-CH').expect(400);
    expect(german.body.message).toBe(
      'Das SVG enthält Skripte, Ereignisse oder externe Verweise und wird nicht angenommen',
    );
    const english = await send(route, bytes, 'en-US').expect(400);
    expect(english.body.message).toBe(
      'The SVG contains scripts, event handlers or external references and is not accepted',
    );
  });

  it('keeps an SVG logo of drawing only, with a gradient, a local reference and editor attributes', async () => {
    const logo = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" ' +
        'xmlns:xlink="http://www.w3.org/1999/xlink" ' +
        'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="120" height="60">' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#d70023"/></linearGradient>' +
        '<rect id="r" width="120" height="60"/></defs>' +
        '<g inkscape:label="Logo"><use xlink:href="#r" fill="url(#g)"/></g></svg>',
    );
    const route = { path: '/api/v1/voucher/{id}/company-logo', field: 'ImageFile' };
    await send(route, logo, 'de-CH').expect(201);
  });

  it('refuses an EPS logo whose body is an HTML page', async () => {
    const route = { path: '/api/v1/voucher/{id}/company-logo', field: 'ImageFile' };
    const answer = await send(route, HTML_EPS, 'en-US').expect(400);
    expect(answer.body.message).toBe(REFUSALS.logo['en-US']);
  });
});
