import sharp from 'sharp';
import request from 'supertest';

import { DEMO, login, registerUser, userIdOf } from './support/login.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Caller = 'anonymous' | keyof typeof CALLERS;
const CALLERS = {
  superAdmin: DEMO.superAdmin,
  admin: DEMO.admin,
  franchisee: DEMO.franchisee,
  designer: DEMO.designer,
  company: DEMO.company,
} as const;
const ORDER: Caller[] = ['anonymous', 'superAdmin', 'admin', 'franchisee', 'designer', 'company'];
/** Expected status per caller, in the order of ORDER. */
type Statuses = [number, number, number, number, number, number];

const UPLOAD_MAX_BYTES = 200_000;

/** A landscape JPG of 1200 × 900 pixels. */
function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d70023' } })
    .jpeg()
    .toBuffer();
}

/** A PNG of random pixels, far beyond the configured upload limit. */
function hugeImage(): Promise<Buffer> {
  return sharp({
    create: {
      width: 600,
      height: 600,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
}

describe('profile images', () => {
  let t: TestApp;
  const tokens: Partial<Record<Caller, string>> = {};
  let image: Buffer;

  beforeAll(async () => {
    t = await startTestApp({ UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES) });
    for (const [caller, email] of Object.entries(CALLERS)) {
      tokens[caller as Caller] = (await login(t.server, email)).token;
    }
    image = await photo();
  });

  afterAll(() => t.close());

  const as = (caller: Caller, call: request.Test) => {
    const token = tokens[caller];
    return token ? call.set('Authorization', `Bearer ${token}`) : call;
  };

  const newUser = () => registerUser(t.server, tokens.admin!);

  const upload = (caller: Caller, userId: number, bytes: Buffer, filename = 'me.jpg') =>
    as(caller, request(t.server).post(`/api/v1/user/${userId}/profile-image`)).attach(
      'ImageFile',
      bytes,
      { filename, contentType: 'image/jpeg' },
    );

  describe.each<{
    name: string;
    statuses: Statuses;
    send: (caller: Caller, target: number) => request.Test;
  }>([
    {
      name: 'POST user/{id}/profile-image of another user',
      statuses: [401, 201, 201, 403, 403, 403],
      send: (caller, target) => upload(caller, target, image),
    },
    {
      name: 'DELETE user/{id}/profile-image of another user',
      statuses: [401, 200, 200, 403, 403, 403],
      send: (caller, target) =>
        as(caller, request(t.server).delete(`/api/v1/user/${target}/profile-image`)),
    },
    {
      name: 'GET company',
      statuses: [401, 200, 200, 200, 403, 403],
      send: (caller) => as(caller, request(t.server).get('/api/v1/company')),
    },
  ])('$name', ({ statuses, send }) => {
    it.each(ORDER.map((caller, index) => [caller, statuses[index]] as const))(
      'called by %s answers %i',
      async (caller, status) => {
        const target = await newUser();
        await send(caller, target).expect(status);
      },
    );
  });

  it.each(ORDER.filter((caller) => caller !== 'anonymous'))(
    'lets %s upload, show and remove its own picture',
    async (caller) => {
      const own = userIdOf(tokens[caller]!);
      const uploaded = await upload(caller, own, image).expect(201);
      const attachmentId = uploaded.body.profileImageAttachmentId as number;
      expect(attachmentId).toEqual(expect.any(Number));
      await request(t.server).get(`/api/v1/user/${own}/profile-image?size=20`).expect(200);
      const removed = await as(
        caller,
        request(t.server).delete(`/api/v1/user/${own}/profile-image`),
      ).expect(200);
      expect(removed.body.profileImageAttachmentId).toBeNull();
      await request(t.server).get(`/api/v1/user/${own}/profile-image?size=20`).expect(404);
    },
  );

  it.each([
    [10, 400, 300],
    [20, 800, 600],
    [30, 1200, 900],
    [0, 1200, 900],
  ])('serves size %i as a JPG of %i × %i pixels', async (size, width, height) => {
    const target = await newUser();
    const { body } = await upload('admin', target, image).expect(201);
    const response = await request(t.server)
      .get(
        `/api/v1/user/${target}/profile-image?size=${size}&cache=${body.profileImageAttachmentId}`,
      )
      .expect(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(response.body as Buffer).metadata()).toMatchObject({ width, height });
  });

  it('serves the original of a GIF as uploaded, and its sizes as JPG', async () => {
    const gif = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#d70023' },
    })
      .gif()
      .toBuffer();
    const target = await newUser();
    await as('admin', request(t.server).post(`/api/v1/user/${target}/profile-image`))
      .attach('ImageFile', gif, { filename: 'me.gif', contentType: 'image/gif' })
      .expect(201);
    const original = await request(t.server)
      .get(`/api/v1/user/${target}/profile-image?size=0`)
      .expect(200);
    expect(original.headers['content-type']).toBe('image/gif');
    expect(Buffer.compare(original.body as Buffer, gif)).toBe(0);
    const small = await request(t.server)
      .get(`/api/v1/user/${target}/profile-image?size=10`)
      .expect(200);
    expect(small.headers['content-type']).toBe('image/jpeg');
  });

  it('replaces the picture with a new attachment and answers 304 for an unchanged one', async () => {
    const target = await newUser();
    const first = await upload('admin', target, image).expect(201);
    const second = await upload('admin', target, image).expect(201);
    expect(second.body.profileImageAttachmentId).not.toBe(first.body.profileImageAttachmentId);
    const shown = await request(t.server)
      .get(`/api/v1/user/${target}/profile-image?size=20`)
      .expect(200);
    expect(shown.headers.etag).toBe(`"a${second.body.profileImageAttachmentId}-s20"`);
    expect(shown.headers['cache-control']).toBe('no-cache');
    await request(t.server)
      .get(`/api/v1/user/${target}/profile-image?size=20`)
      .set('If-None-Match', shown.headers.etag!)
      .expect(304);
  });

  it('answers 404 for a user without a picture, an unknown user, and 400 for an unknown size', async () => {
    const target = await newUser();
    await request(t.server).get(`/api/v1/user/${target}/profile-image?size=20`).expect(404);
    await request(t.server).get('/api/v1/user/999999/profile-image?size=20').expect(404);
    await upload('admin', target, image).expect(201);
    await request(t.server).get(`/api/v1/user/${target}/profile-image?size=15`).expect(400);
  });

  it.each([
    ['de-CH', 'Die Datei ist zu gross zum Hochladen'],
    ['en-US', 'The file is too large to upload'],
  ])('refuses a file beyond the size limit with 413 in %s', async (locale, message) => {
    const target = await newUser();
    const huge = await hugeImage();
    expect(huge.length).toBeGreaterThan(UPLOAD_MAX_BYTES);
    const response = await upload('admin', target, huge, 'huge.png')
      .set('Accept-Language', locale)
      .expect(413);
    expect(response.body).toEqual({ statusCode: 413, message });
    await request(t.server).get(`/api/v1/user/${target}/profile-image`).expect(404);
  });

  it.each([
    ['de-CH', 'Die Datei ist kein Bild. Erlaubt sind JPG, PNG, BMP, GIF und WebP.'],
    ['en-US', 'The file is not an image. JPG, PNG, BMP, GIF and WebP are allowed.'],
  ])('refuses a text file sent as a JPG with 400 in %s', async (locale, message) => {
    const target = await newUser();
    const response = await upload('admin', target, Buffer.from('not a picture at all'), 'fake.jpg')
      .set('Accept-Language', locale)
      .expect(400);
    expect(response.body).toEqual({ statusCode: 400, message });
  });

  it('refuses a request without the ImageFile field with 400', async () => {
    const target = await newUser();
    const response = await as(
      'admin',
      request(t.server).post(`/api/v1/user/${target}/profile-image`),
    )
      .set('Accept-Language', 'en-US')
      .field('other', 'value')
      .expect(400);
    expect(response.body.message).toBe('No file was sent');
  });

  it('lists the companies by name as a German reader sorts them, umlauts beside their letter', async () => {
    const response = await as('franchisee', request(t.server).get('/api/v1/company')).expect(200);
    const names = (response.body as { name: string }[]).map((company) => company.name);
    expect(names.length).toBeGreaterThan(1);
    const german = new Intl.Collator('de-CH', { numeric: true, sensitivity: 'base' });
    expect(names).toEqual([...names].sort((a, b) => german.compare(a, b)));
    expect(response.body[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), name: names[0] }),
    );
  });
});
