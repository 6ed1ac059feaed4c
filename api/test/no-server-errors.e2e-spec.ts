import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { pngClaiming } from './support/crafted-images.js';
import { DEMO, login, registerUser } from './support/login.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('inputs that used to answer 500 answer 4xx with a message', () => {
  let t: TestApp;
  let admin: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'gb-no-500-'));

  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: dataDir });
    admin = (await login(t.server, DEMO.admin)).token;
  });

  afterAll(() => t.close());

  const as = (token: string, call: request.Test) =>
    call.set('Authorization', `Bearer ${token}`).set('Accept-Language', 'de-CH');

  it('reads a repeated roles key of the user list', async () => {
    const franchisee = (await login(t.server, DEMO.franchisee)).token;
    const response = await as(
      franchisee,
      request(t.server).get('/api/v1/user?roles=Admin&roles=Franchisee'),
    ).expect(200);
    expect(response.body.length).toBeGreaterThan(0);
    for (const user of response.body) {
      expect(user.roles.some((role: string) => ['Admin', 'Franchisee'].includes(role))).toBe(true);
    }
    const unknown = await as(admin, request(t.server).get('/api/v1/user?roles=Admin&roles=King'))
      .set('Accept-Language', 'en-US')
      .expect(400);
    expect(unknown.body).toEqual({
      statusCode: 400,
      message: 'The request is not valid',
      errors: ['Roles is invalid'],
    });
  });

  it('names an unknown company when registering a user or setting its company', async () => {
    const registered = await as(
      admin,
      request(t.server).post('/api/v1/auth/register').send({
        email: 'ghost.company@demo.ch',
        password: null,
        firstname: 'Gina',
        lastname: 'Geist',
        companyId: 999_999,
      }),
    ).expect(400);
    expect(registered.body).toEqual({ statusCode: 400, message: 'Diese Firma gibt es nicht' });
    const user = await registerUser(t.server, admin);
    const moved = await as(
      admin,
      request(t.server).put(`/api/v1/user/${user}`).send({ companyId: 999_999 }),
    )
      .set('Accept-Language', 'en-US')
      .expect(400);
    expect(moved.body).toEqual({ statusCode: 400, message: 'This company does not exist' });
  });

  it('bounds the names of a new user by what their columns hold', async () => {
    const response = await as(
      admin,
      request(t.server)
        .post('/api/v1/auth/register')
        .send({
          email: 'long.name@demo.ch',
          password: null,
          firstname: 'F'.repeat(101),
          lastname: 'L'.repeat(255),
          companyId: null,
        }),
    ).expect(400);
    expect(response.body.errors).toEqual([
      'Vorname darf höchstens 100 Zeichen lang sein',
      'Nachname darf höchstens 100 Zeichen lang sein',
    ]);
  });

  it('fits the canonical of a long name with umlauts into its column, twice', async () => {
    const name = 'Ä'.repeat(100);
    const first = await as(admin, request(t.server).post('/api/v1/region').send({ name })).expect(
      201,
    );
    const second = await as(admin, request(t.server).post('/api/v1/region').send({ name })).expect(
      201,
    );
    expect(first.body.canonical).toBe('ae'.repeat(50));
    expect(second.body.canonical).toBe(`${'ae'.repeat(49)}-2`);
    expect(second.body.canonical.length).toBeLessThanOrEqual(100);
  });

  it('creates two regions of one name sent at the same time', async () => {
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        as(admin, request(t.server).post('/api/v1/region').send({ name: 'Zwillingstal' })),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
    expect(new Set(responses.map((response) => response.body.canonical))).toEqual(
      new Set(['zwillingstal', 'zwillingstal-2', 'zwillingstal-3']),
    );
  });

  it('refuses a truncated image and a decompression bomb, in both languages', async () => {
    const user = await registerUser(t.server, admin);
    const upload = (bytes: Buffer, locale: string) =>
      as(admin, request(t.server).post(`/api/v1/user/${user}/profile-image`))
        .set('Accept-Language', locale)
        .attach('ImageFile', bytes, 'picture.png');
    const whole = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#d70023' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const truncated = await upload(whole.subarray(0, whole.length / 2), 'en-US').expect(400);
    expect(truncated.body.message).toBe(
      'The file is not an image. JPG, PNG, BMP, GIF and WebP are allowed.',
    );
    const bomb = await pngClaiming(16_000, 16_000);
    const refused = await upload(bomb, 'de-CH').expect(400);
    expect(refused.body).toEqual({
      statusCode: 400,
      message: 'Das Bild ist zu gross: höchstens 50 Megapixel sind erlaubt',
    });
    await upload(whole, 'de-CH').expect(201);
  });

  it('answers 404 with a message for a stored image that cannot be decoded, every time', async () => {
    const user = await registerUser(t.server, admin);
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const uploaded = await as(admin, request(t.server).post(`/api/v1/user/${user}/profile-image`))
      .attach('ImageFile', image, 'face.jpg')
      .expect(201);
    const [attachment] = await t.app
      .get(DataSource)
      .query('SELECT storage_key FROM attachment WHERE id = $1', [
        uploaded.body.profileImageAttachmentId,
      ]);
    writeFileSync(join(dataDir, 'files', attachment.storage_key), 'no longer an image');
    for (const locale of ['de-CH', 'en-US']) {
      const response = await request(t.server)
        .get(`/api/v1/user/${user}/profile-image?size=20`)
        .set('Accept-Language', locale)
        .expect(404);
      expect(response.body.message).toBe(
        locale === 'de-CH' ? 'Das Bild kann nicht angezeigt werden' : 'The image cannot be shown',
      );
    }
  });
});
