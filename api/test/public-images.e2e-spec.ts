import { BookletState, MediaSize, type PublicBooklet, type PublicVoucher } from '@gb/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { derivativeKey } from '../src/modules/files/images/image-derivatives.service.js';
import { FILE_STORAGE, type FileStorage } from '../src/modules/files/storage/file-storage.js';
import { withBytesBody } from './support/bytes-body.js';
import { DEMO, login } from './support/login.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Reads a binary answer as a Buffer whatever its content type. */
function binary(response: request.Response): Buffer {
  return response.body as Buffer;
}

async function getImage(t: TestApp, path: string, headers: Record<string, string> = {}) {
  return withBytesBody(request(t.server).get(path).set(headers));
}

async function longEdge(bytes: Buffer): Promise<number> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  return Math.max(width, height);
}

describe('public images', () => {
  let t: TestApp;
  let withAllImages: PublicVoucher;
  let withoutImages: PublicVoucher;
  let withoutBack: PublicVoucher;
  let coveredBooklet: PublicBooklet;
  let bookletWithoutCover: PublicBooklet;

  beforeAll(async () => {
    t = await startTestApp();
    const vouchers: PublicVoucher[] = (await request(t.server).get('/api/v1/voucher')).body.items;
    const booklets: PublicBooklet[] = (await request(t.server).get('/api/v1/booklet')).body;
    withAllImages = vouchers.find((v) => v.completeImageAttachmentId && v.backImageAttachmentId)!;
    withoutImages = vouchers.find((v) => v.completeImageAttachmentId === null)!;
    withoutBack = vouchers.find((v) => v.frontImageAttachmentId && !v.backImageAttachmentId)!;
    coveredBooklet = booklets.find((b) => b.hasCoverImage)!;
    bookletWithoutCover = booklets.find((b) => !b.hasCoverImage)!;
  });

  afterAll(() => t.close());

  it('has demo vouchers with all images, without a back and without any image', () => {
    expect(withAllImages).toBeDefined();
    expect(withoutImages).toBeDefined();
    expect(withoutBack).toBeDefined();
    expect(coveredBooklet.coverImageId).toEqual(expect.any(Number));
    expect(bookletWithoutCover.coverImageId).toBeNull();
  });

  it.each([
    [10, 400],
    [20, 800],
    [30, 1600],
  ])('resizes size %i to a long edge of at most %i px', async (size, maximum) => {
    const response = await getImage(
      t,
      `/api/v1/voucher/${withAllImages.id}/complete-image?size=${size}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(await longEdge(binary(response))).toBe(maximum);
  });

  it('serves the original size for size 0 and the front and back for the slideshow', async () => {
    const original = await getImage(t, `/api/v1/voucher/${withAllImages.id}/front-image?size=0`);
    expect(original.status).toBe(200);
    expect(await longEdge(binary(original))).toBe(2100);
    const back = await getImage(t, `/api/v1/voucher/${withAllImages.id}/back-image?size=10`);
    expect(back.status).toBe(200);
    expect(await longEdge(binary(back))).toBe(400);
  });

  it('serves the booklet cover with the printed aspect ratio', async () => {
    const response = await getImage(
      t,
      `/api/v1/booklet/${coveredBooklet.id}/cover-image?size=10&cache=${coveredBooklet.coverImageId}`,
    );
    expect(response.status).toBe(200);
    const { width = 0, height = 0 } = await sharp(binary(response)).metadata();
    expect(height).toBe(400);
    expect(width / height).toBeCloseTo(2362 / 3307, 2);
  });

  it('lets browsers keep an image a year when the URL names the attachment, and revalidates by ETag', async () => {
    const path = `/api/v1/voucher/${withAllImages.id}/complete-image?size=10`;
    const cached = await getImage(t, `${path}&cache=${withAllImages.completeImageAttachmentId}`);
    expect(cached.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await getImage(t, path);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.etag).toBe(cached.headers.etag);
    await request(t.server).get(path).set('If-None-Match', plain.headers.etag!).expect(304);
  });

  it('answers WebP to a browser that takes it and the original format otherwise, each with its ETag', async () => {
    const path = `/api/v1/booklet/${coveredBooklet.id}/cover-image?size=10&cache=${coveredBooklet.coverImageId}`;
    const webp = await getImage(t, path, { Accept: 'image/avif,image/webp,image/*,*/*;q=0.8' });
    expect(webp.status).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toMatch(/\bAccept\b/);
    const webpMeta = await sharp(binary(webp)).metadata();
    expect([webpMeta.format, webpMeta.height]).toEqual(['webp', 400]);
    const plain = await getImage(t, path, { Accept: 'image/png,image/*;q=0.8' });
    expect(plain.headers['content-type']).toBe('image/jpeg');
    expect(plain.headers.vary).toMatch(/\bAccept\b/);
    expect(plain.headers.etag).not.toBe(webp.headers.etag);
    // Each format revalidates by its own tag; the other format's tag gets the whole image.
    await request(t.server)
      .get(path)
      .set('Accept', 'image/webp')
      .set('If-None-Match', webp.headers.etag!)
      .expect(304);
    await request(t.server).get(path).set('If-None-Match', plain.headers.etag!).expect(304);
    const switched = await getImage(t, path, {
      Accept: 'image/webp',
      'If-None-Match': plain.headers.etag!,
    });
    expect(switched.status).toBe(200);
    expect(switched.headers['content-type']).toBe('image/webp');
  });

  it('keeps the WebP copy in the files store, and answers a voucher image in both formats', async () => {
    const path = `/api/v1/voucher/${withAllImages.id}/front-image?size=20`;
    const first = await getImage(t, path, { Accept: 'image/webp' });
    const again = await getImage(t, path, { Accept: 'image/webp' });
    expect(first.headers['content-type']).toBe('image/webp');
    expect(binary(again).equals(binary(first))).toBe(true);
    const storage = t.app.get<FileStorage>(FILE_STORAGE);
    const kept = await storage.read(
      derivativeKey(withAllImages.frontImageAttachmentId!, MediaSize.M, 'webp'),
    );
    expect(kept?.equals(binary(first))).toBe(true);
    const original = await getImage(t, path);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(binary(original)).metadata()).format).toBe('jpeg');
  });

  it('answers 404 when there is no image', async () => {
    await request(t.server)
      .get(`/api/v1/voucher/${withoutImages.id}/complete-image?size=10`)
      .expect(404);
    await request(t.server).get(`/api/v1/voucher/${withoutBack.id}/back-image?size=10`).expect(404);
    await request(t.server)
      .get(`/api/v1/booklet/${bookletWithoutCover.id}/cover-image?size=10`)
      .expect(404);
    await request(t.server).get('/api/v1/voucher/999999/front-image?size=10').expect(404);
  });

  it.each(['5', '40', 'large', '-10'])('answers 400 for size=%s', async (size) => {
    const response = await request(t.server)
      .get(`/api/v1/voucher/${withAllImages.id}/front-image?size=${size}`)
      .set('Accept-Language', 'en-US')
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'The request is not valid',
      errors: ['Image size is invalid'],
    });
  });
});

describe('images of what visitors may not see', () => {
  let t: TestApp;
  let hidden: { id: number; companyId: number };
  let hiddenBookletId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const data = t.app.get(DataSource);
    const listed: PublicVoucher[] = (await request(t.server).get('/api/v1/voucher')).body.items;
    const listedIds = listed.map((voucher) => voucher.id);
    const [row] = await data.query(
      `SELECT id, company_id AS "companyId" FROM voucher
        WHERE complete_image_attachment_id IS NOT NULL AND NOT (id = ANY($1::int[]))
          AND company_id <> (SELECT company_id FROM app_user WHERE email = $2)
        ORDER BY id LIMIT 1`,
      [listedIds, DEMO.company2],
    );
    hidden = row;
    const booklets: PublicBooklet[] = (await request(t.server).get('/api/v1/booklet')).body;
    const [archived] = await data.query(
      `UPDATE booklet SET cover_image_id = $1 WHERE state = $2 RETURNING id`,
      [booklets.find((b) => b.coverImageId)!.coverImageId, BookletState.Archived],
    );
    hiddenBookletId = archived[0].id;
  });

  afterAll(() => t.close());

  it('answers a visitor 404 for the image of a voucher that is not listed publicly', async () => {
    expect(hidden).toBeDefined();
    await request(t.server).get(`/api/v1/voucher/${hidden.id}/complete-image?size=10`).expect(404);
  });

  it('shows that image to staff but not to another company', async () => {
    const franchisee = await login(t.server, DEMO.franchisee);
    await request(t.server)
      .get(`/api/v1/voucher/${hidden.id}/complete-image?size=10`)
      .set('Authorization', `Bearer ${franchisee.token}`)
      .expect(200);
    const otherCompany = await login(t.server, DEMO.company2);
    await request(t.server)
      .get(`/api/v1/voucher/${hidden.id}/complete-image?size=10`)
      .set('Authorization', `Bearer ${otherCompany.token}`)
      .expect(404);
  });

  it('answers a visitor 404 for the cover of an archived booklet, and shows it to staff', async () => {
    await request(t.server)
      .get(`/api/v1/booklet/${hiddenBookletId}/cover-image?size=10`)
      .expect(404);
    const franchisee = await login(t.server, DEMO.franchisee);
    await request(t.server)
      .get(`/api/v1/booklet/${hiddenBookletId}/cover-image?size=10`)
      .set('Authorization', `Bearer ${franchisee.token}`)
      .expect(200);
  });
});
