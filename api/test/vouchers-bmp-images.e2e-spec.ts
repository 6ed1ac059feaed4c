import { VoucherStateClass } from '@gb/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { bitmap } from './support/bitmap.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  createVoucher,
  setVoucherState,
  voucherCast,
  type VoucherCast,
} from './support/voucher-workflow.fixture.js';

const RED: [number, number, number] = [215, 0, 35];
const BLUE: [number, number, number] = [0, 64, 255];

describe('BMP voucher images', () => {
  let t: TestApp;
  let cast: VoucherCast;

  beforeAll(async () => {
    t = await startTestApp({ UPLOAD_MAX_PIXELS: '3000000' });
    cast = await voucherCast(t);
  });

  afterAll(() => t.close());

  const draftVoucher = async () => {
    const id = await createVoucher(t.server, cast);
    await setVoucherState(t, id, VoucherStateClass.Draft);
    return id;
  };
  const asCompany = (call: request.Test) =>
    call.set('Authorization', `Bearer ${cast.tokens.company}`).set('Accept-Language', 'en-US');
  const upload = (id: number, bytes: Buffer, filename = 'gutschein.bmp') =>
    asCompany(request(t.server).post(`/api/v1/voucher/${id}/front-image`)).attach(
      'ImageFile',
      bytes,
      { filename, contentType: 'image/bmp' },
    );
  const attachments = async () =>
    Number(
      (
        (await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM attachment')) as {
          n: number;
        }[]
      )[0]!.n,
    );

  it('keeps a BMP as it came, answers its meta without hints and serves its media sizes', async () => {
    const id = await draftVoucher();
    const bmp = bitmap(1200, 2100, RED, BLUE);
    const { body } = await upload(id, bmp).expect(201);
    const imageId = body.frontImageAttachmentId as number;

    const meta = await asCompany(
      request(t.server).get(`/api/v1/voucher/${id}/image/${imageId}/meta`),
    ).expect(200);
    expect(meta.body).toMatchObject({
      originalName: 'gutschein.bmp',
      mime: 'image/bmp',
      size: bmp.length,
      width: 1200,
      height: 2100,
      hasPreview: true,
      hints: [],
    });

    // The storefront's sizes (S 10 = 400 px, L 30 = 1600 px on the long edge) are JPGs drawn
    // from the bitmap's pixels: red on the left, blue on the right, the right way up.
    for (const [size, longEdge] of [
      [10, 400],
      [30, 1600],
    ] as const) {
      const answer = await asCompany(
        request(t.server).get(`/api/v1/voucher/${id}/image/${imageId}?size=${size}`),
      )
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(answer.headers['content-type']).toBe('image/jpeg');
      const image = sharp(answer.body as Buffer);
      expect(await image.metadata()).toMatchObject({ height: longEdge });
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => {
        const i = (y * info.width + x) * info.channels;
        return [data[i]!, data[i + 1]!, data[i + 2]!];
      };
      const [r, , b] = at(10, 10);
      expect(r).toBeGreaterThan(180);
      expect(b).toBeLessThan(80);
      const [r2, , b2] = at(info.width - 10, info.height - 10);
      expect(r2).toBeLessThan(60);
      expect(b2).toBeGreaterThan(200);
    }
  });

  it('refuses a truncated BMP and one that claims more pixels than allowed, storing nothing', async () => {
    const id = await draftVoucher();
    const before = await attachments();
    const whole = bitmap(300, 200, RED, BLUE);
    const truncated = await upload(id, whole.subarray(0, whole.length - 5000)).expect(400);
    expect(truncated.body.message).toBe(
      'The file is not an image. JPG, PNG, BMP, GIF and WebP are allowed.',
    );
    // A small file whose header announces 4000 × 4000 pixels: refused before decoding.
    const bomb = Buffer.from(bitmap(4, 4, RED, BLUE));
    bomb.writeInt32LE(4000, 18);
    bomb.writeInt32LE(4000, 22);
    const tooLarge = await upload(id, bomb).expect(400);
    expect(tooLarge.body.message).toBe('The image is too large: at most 3 megapixels are allowed');
    const renamed = await upload(id, Buffer.from('BM<html>not a bitmap</html>'), 'bild.bmp').expect(
      400,
    );
    expect(renamed.body.message).toBe(
      'The file is not an image. JPG, PNG, BMP, GIF and WebP are allowed.',
    );
    expect(await attachments()).toBe(before);
  });
});
