import { BookletState, type PublicBooklet, type PublicVoucher } from '@gb/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { DEMO, login } from './support/login.js';
import { operationsOf, type OpenApiDocument } from './support/openapi-validator.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Fails unless an answer is kept by the caller's browser only, apart per Authorization. */
function expectPrivate(label: string, response: request.Response): void {
  const cacheControl = String(response.headers['cache-control'] ?? '');
  expect([label, cacheControl]).toEqual([label, expect.stringMatching(/\b(private|no-store)\b/)]);
  expect([label, cacheControl]).toEqual([label, expect.not.stringMatching(/public|immutable/)]);
  expect([label, response.headers.vary]).toEqual([
    label,
    expect.stringMatching(/\bAuthorization\b/i),
  ]);
}

describe('answers whose visibility comes from the caller are private', () => {
  let t: TestApp;
  let staff: string;
  let hiddenVoucherId: number;
  let draft: { id: number; coverImageId: number };

  beforeAll(async () => {
    t = await startTestApp();
    staff = (await login(t.server, DEMO.franchisee)).token;
    const data = t.app.get(DataSource);
    const listed: PublicVoucher[] = (await request(t.server).get('/api/v1/voucher')).body.items;
    const [voucher] = await data.query(
      `SELECT id FROM voucher
        WHERE complete_image_attachment_id IS NOT NULL AND front_image_attachment_id IS NOT NULL
          AND back_image_attachment_id IS NOT NULL AND NOT (id = ANY($1::int[]))
        ORDER BY id LIMIT 1`,
      [listed.map((listedVoucher) => listedVoucher.id)],
    );
    hiddenVoucherId = voucher.id;
    const booklets: PublicBooklet[] = (await request(t.server).get('/api/v1/booklet')).body;
    const coverImageId = booklets.find((booklet) => booklet.coverImageId)!.coverImageId!;
    // A draft whose pre-order date is still ahead: visitors may not see it, staff may.
    const [rows] = await data.query(
      `UPDATE booklet SET cover_image_id = $1, state = $2, pre_order_from_date = '2999-01-01',
              order_from_date = '2999-06-01'
        WHERE id = (SELECT id FROM booklet WHERE state = $3 ORDER BY id LIMIT 1)
        RETURNING id`,
      [coverImageId, BookletState.Draft, BookletState.Archived],
    );
    draft = { id: rows[0].id, coverImageId };
  });

  afterAll(() => t.close());

  /** A file visitors may not read (404) is answered to staff, privately to them. */
  const expectPrivateToStaffOnly = async (path: string) => {
    await request(t.server).get(path).expect(404);
    const answer = await request(t.server)
      .get(path)
      .set('Authorization', `Bearer ${staff}`)
      .expect(200);
    expectPrivate(path, answer);
  };

  it.each(['complete-image', 'front-image', 'back-image'])(
    "keeps an unlisted voucher's %s private to the staff member who asked, even with ?cache=",
    async (image) => {
      await expectPrivateToStaffOnly(`/api/v1/voucher/${hiddenVoucherId}/${image}?size=10&cache=1`);
    },
  );

  it("keeps a draft booklet's cover private to the staff member who asked, even with ?cache=", async () => {
    await expectPrivateToStaffOnly(
      `/api/v1/booklet/${draft.id}/cover-image?size=10&cache=${draft.coverImageId}`,
    );
  });

  it('keeps the staff answer of a text block, with its internal notes, private', async () => {
    const answer = await request(t.server)
      .get('/api/v1/text-block?canonical=home')
      .set('Authorization', `Bearer ${staff}`)
      .expect(200);
    expect(answer.body).toHaveProperty('internalNotes');
    expectPrivate('text-block?canonical=home', answer);
  });

  it("still lets shared caches keep a visitor's image a year, kept apart from logged-in callers", async () => {
    const booklets: PublicBooklet[] = (await request(t.server).get('/api/v1/booklet')).body;
    const covered = booklets.find((booklet) => booklet.coverImageId)!;
    const answer = await request(t.server)
      .get(`/api/v1/booklet/${covered.id}/cover-image?size=10&cache=${covered.coverImageId}`)
      .expect(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/\bAuthorization\b/);
  });

  it('answers every public route privately to a logged-in caller, whatever it answers', async () => {
    const document = (await request(t.server).get('/api/docs-json').expect(200))
      .body as OpenApiDocument;
    const publicGets = operationsOf(document)
      .filter(({ method, operation }) => method === 'get' && operation['x-access'] === 'public')
      .map(({ path }) => path);
    expect(publicGets).toEqual(
      expect.arrayContaining([
        '/api/v1/booklet',
        '/api/v1/voucher',
        '/api/v1/region',
        '/api/v1/text-block',
        '/api/v1/booklet/{id}/cover-image',
        '/api/v1/voucher/{id}/complete-image',
        '/api/v1/user/{id}/profile-image',
      ]),
    );
    for (const path of publicGets) {
      const concrete = path
        .replace('{id}', String(path.startsWith('/api/v1/booklet') ? draft.id : hiddenVoucherId))
        .replace(/\{[^}]+\}/g, '1');
      const query = path.endsWith('text-block') ? '?canonical=home' : '?size=10&cache=1';
      const answer = await request(t.server)
        .get(`${concrete}${query}`)
        .set('Authorization', `Bearer ${staff}`);
      expect([path, answer.status < 500]).toEqual([path, true]);
      expectPrivate(path, answer);
    }
  });
});
