import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { VoucherStateClass } from '@gb/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { pngClaiming } from './support/crafted-images.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  createVoucher,
  setVoucherState,
  voucherCast,
  type VoucherCast,
  type VoucherRole,
} from './support/voucher-workflow.fixture.js';
import { onePagePdf } from './support/preview-files.fixture.js';

const UPLOAD_MAX_BYTES = 400_000;

function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') {
  return sharp({ create: { width, height, channels: 3, background: '#d70023' } })
    .toFormat(format)
    .toBuffer();
}

const SVG_LOGO = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="120" height="60">' +
    '<rect width="120" height="60" fill="#d70023"/></svg>',
);
const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>fetch("/api/v1/user")</script><rect width="10" height="10"/></svg>',
);
const SVG_WITH_HANDLER = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>',
);
const EPS_LOGO = Buffer.from(
  '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 50\n%%Creator: Adobe Illustrator\nnewpath 0 0 moveto 100 50 lineto stroke\nshowpage\n%%EOF\n',
);
const AI_LOGO = onePagePdf('Adobe Illustrator 27.0');

describe('voucher images', () => {
  let t: TestApp;
  let cast: VoucherCast;
  let jpg: Buffer;
  let large: Buffer;

  beforeAll(async () => {
    t = await startTestApp({
      UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES),
      UPLOAD_MAX_PIXELS: '50000000',
    });
    cast = await voucherCast(t);
    jpg = await picture(600, 900);
    large = await picture(1200, 2100);
  });

  afterAll(() => t.close());

  const as = (role: VoucherRole, call: request.Test) =>
    call.set('Authorization', `Bearer ${cast.tokens[role]}`);
  const upload = (role: VoucherRole, path: string, bytes: Buffer, filename = 'bild.jpg') =>
    as(role, request(t.server).post(`/api/v1/voucher/${path}`)).attach('ImageFile', bytes, {
      filename,
      contentType: 'image/jpeg',
    });
  const draftVoucher = async () => {
    const id = await createVoucher(t.server, cast);
    await setVoucherState(t, id, VoucherStateClass.Draft);
    return id;
  };
  const storedFiles = async () => {
    const [row] = (await t.app.get(DataSource).query('SELECT count(*) AS n FROM attachment')) as {
      n: string;
    }[];
    const folder = join(t.dataDir, 'files');
    const onDisk = existsSync(folder) ? readdirSync(folder, { recursive: true }).length : 0;
    return { rows: Number(row!.n), onDisk };
  };

  it.each([
    ['complete-image', 'completeImageAttachmentId'],
    ['front-image', 'frontImageAttachmentId'],
    ['back-image', 'backImageAttachmentId'],
    ['company-logo', 'companyLogoAttachmentId'],
  ])('lets the company upload, replace and remove the %s', async (kind, column) => {
    const id = await draftVoucher();
    const first = await upload('company', `${id}/${kind}`, jpg).expect(201);
    const firstId = first.body[column] as number;
    expect(firstId).toEqual(expect.any(Number));
    const second = await upload('company', `${id}/${kind}`, large).expect(201);
    expect(second.body[column]).not.toBe(firstId);
    const detail = await as('company', request(t.server).get(`/api/v1/voucher/${id}`)).expect(200);
    expect(detail.body[column]).toBe(second.body[column]);
    const removed = await as(
      'company',
      request(t.server).delete(`/api/v1/voucher/${id}/${kind}`),
    ).expect(200);
    expect(removed.body[column]).toBeNull();
  });

  it('keeps further images as a list and removes one of them', async () => {
    const id = await draftVoucher();
    await upload('company', `${id}/image`, jpg).expect(201);
    const both = await upload('company', `${id}/image`, large).expect(201);
    const [firstId, secondId] = both.body.imageAttachmentIds as number[];
    expect(both.body.imageAttachmentIds).toHaveLength(2);
    const left = await as(
      'company',
      request(t.server).delete(`/api/v1/voucher/${id}/image/${firstId}`),
    ).expect(200);
    expect(left.body.imageAttachmentIds).toEqual([secondId]);
    await as('company', request(t.server).delete(`/api/v1/voucher/${id}/image/${firstId}`)).expect(
      404,
    );
    const none = await as(
      'company',
      request(t.server).delete(`/api/v1/voucher/${id}/image`),
    ).expect(200);
    expect(none.body.imageAttachmentIds).toEqual([]);
  });

  it('serves a further image in a media size to whoever reaches the voucher', async () => {
    const id = await draftVoucher();
    const { body } = await upload('company', `${id}/image`, large).expect(201);
    const imageId = (body.imageAttachmentIds as number[])[0]!;
    const small = await as(
      'designer',
      request(t.server).get(`/api/v1/voucher/${id}/image/${imageId}?size=10`),
    ).expect(200);
    expect(small.headers['cache-control']).toBe('private, no-cache');
    expect(await sharp(small.body as Buffer).metadata()).toMatchObject({ height: 400 });
  });

  describe('refuses files by their content, storing nothing', () => {
    it.each<[string, () => Promise<Buffer>, string, string]>([
      [
        'an HTML page named like an image',
        async () => Buffer.from('<html><body><script>alert(1)</script></body></html>'),
        'complete-image',
        'Die Datei ist kein Bild. Erlaubt sind JPG, PNG, BMP, GIF und WebP.',
      ],
      [
        'a truncated JPEG',
        async () => (await picture(800, 600)).subarray(0, 3000),
        'front-image',
        'Die Datei ist kein Bild. Erlaubt sind JPG, PNG, BMP, GIF und WebP.',
      ],
      [
        'a PNG with flipped bytes',
        async () => {
          const png = Buffer.from(await picture(300, 300, 'png'));
          for (let index = 60; index < png.length - 20; index += 7) png[index] ^= 0xff;
          return png;
        },
        'back-image',
        'Die Datei ist kein Bild. Erlaubt sind JPG, PNG, BMP, GIF und WebP.',
      ],
      [
        'a 16000 × 16000 PNG (a decompression bomb)',
        () => pngClaiming(16_000, 16_000),
        'image',
        'Das Bild ist zu gross: höchstens 50 Megapixel sind erlaubt',
      ],
      [
        'an SVG with a script as logo',
        async () => SVG_WITH_SCRIPT,
        'company-logo',
        'Das SVG enthält Skripte, Ereignisse oder externe Verweise und wird nicht angenommen',
      ],
      [
        'an SVG with an event handler as logo',
        async () => SVG_WITH_HANDLER,
        'company-logo',
        'Das SVG enthält Skripte, Ereignisse oder externe Verweise und wird nicht angenommen',
      ],
      [
        'an SVG logo drawn at 10000 × 10000 pixels',
        async () =>
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10000" height="10000"><rect width="10" height="10"/></svg>',
          ),
        'company-logo',
        'Das Bild ist zu gross: höchstens 50 Megapixel sind erlaubt',
      ],
      [
        'an SVG as voucher image',
        async () => SVG_LOGO,
        'complete-image',
        'Die Datei ist kein Bild. Erlaubt sind JPG, PNG, BMP, GIF und WebP.',
      ],
      [
        'a text file as logo',
        async () => Buffer.from('just text'),
        'company-logo',
        'Die Datei ist kein Logo. Erlaubt sind AI, EPS, SVG, JPG, PNG, BMP, GIF und WebP.',
      ],
    ])('%s', async (_name, bytes, kind, message) => {
      const id = await draftVoucher();
      const before = await storedFiles();
      const answer = await upload('company', `${id}/${kind}`, await bytes(), 'bild.png').expect(
        400,
      );
      expect(answer.body.message).toBe(message);
      expect(await storedFiles()).toEqual(before);
      const detail = await as('company', request(t.server).get(`/api/v1/voucher/${id}`)).expect(
        200,
      );
      expect(detail.body.imageAttachmentIds).toEqual([]);
      expect(detail.body.completeImageAttachmentId).toBeNull();
    });
  });

  it('answers 413 with its message beyond the upload limit, in both languages', async () => {
    const id = await draftVoucher();
    const tooLarge = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1);
    const german = await upload('company', `${id}/complete-image`, tooLarge).expect(413);
    expect(german.body.message).toBe('Die Datei ist zu gross zum Hochladen');
    const english = await upload('company', `${id}/company-logo`, tooLarge)
      .set('Accept-Language', 'en-US')
      .expect(413);
    expect(english.body.message).toBe('The file is too large to upload');
  });

  it('answers the meta of a small image with both hints and of a large one without', async () => {
    const id = await draftVoucher();
    const webp = await picture(600, 900, 'webp');
    const { body } = await upload('company', `${id}/front-image`, webp, 'vorne.webp').expect(201);
    const meta = await as(
      'company',
      request(t.server).get(`/api/v1/voucher/${id}/image/${body.frontImageAttachmentId}/meta`),
    ).expect(200);
    expect(meta.body).toMatchObject({
      originalName: 'vorne.webp',
      mime: 'image/webp',
      size: webp.length,
      width: 600,
      height: 900,
      hasPreview: true,
      hints: ['imageFormat', 'imageTooSmall'],
    });
    const bigger = await upload('company', `${id}/image`, large).expect(201);
    const bigMeta = await as(
      'company',
      request(t.server).get(
        `/api/v1/voucher/${id}/image/${bigger.body.imageAttachmentIds[0]}/meta`,
      ),
    ).expect(200);
    expect(bigMeta.body).toMatchObject({ width: 1200, height: 2100, hints: [] });
  });

  it('flags a raster logo under 800 px wide and welcomes SVG, EPS and AI logos', async () => {
    const id = await draftVoucher();
    const logoMeta = async (bytes: Buffer, filename: string) => {
      const { body } = await upload('company', `${id}/company-logo`, bytes, filename).expect(201);
      const meta = await as(
        'company',
        request(t.server).get(
          `/api/v1/voucher/${id}/company-logo/${body.companyLogoAttachmentId}/meta`,
        ),
      ).expect(200);
      return { attachmentId: body.companyLogoAttachmentId as number, meta: meta.body };
    };
    expect((await logoMeta(await picture(640, 200), 'logo.jpg')).meta).toMatchObject({
      width: 640,
      hints: ['logoTooNarrow'],
    });
    expect((await logoMeta(await picture(800, 200, 'png'), 'logo.png')).meta.hints).toEqual([]);
    const svg = await logoMeta(SVG_LOGO, 'logo.svg');
    expect(svg.meta).toMatchObject({
      mime: 'image/svg+xml',
      width: 120,
      hasPreview: true,
      hints: [],
    });
    const preview = await as(
      'company',
      request(t.server).get(`/api/v1/voucher/${id}/company-logo/${svg.attachmentId}?size=10`),
    ).expect(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    const download = await as(
      'company',
      request(t.server).get(`/api/v1/voucher/${id}/company-logo/${svg.attachmentId}/file`),
    ).expect(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="logo.svg"');
    expect(download.headers['content-security-policy']).toContain('sandbox');
    const eps = await logoMeta(EPS_LOGO, 'logo.eps');
    expect(eps.meta).toMatchObject({
      mime: 'application/postscript',
      width: null,
      height: null,
      hasPreview: false,
      hints: [],
    });
    await as(
      'company',
      request(t.server).get(`/api/v1/voucher/${id}/company-logo/${eps.attachmentId}?size=10`),
    ).expect(404);
    const epsFile = await as(
      'company',
      request(t.server).get(`/api/v1/voucher/${id}/company-logo/${eps.attachmentId}/file`),
    )
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Buffer.compare(epsFile.body as Buffer, EPS_LOGO)).toBe(0);
    const ai = await logoMeta(AI_LOGO, 'logo.ai');
    expect(ai.meta).toMatchObject({
      mime: 'application/illustrator',
      // A PDF-compatible AI file opens in PDFium, so its page is drawn.
      hasPreview: true,
      hints: [],
    });
  });

  it('follows the voucher editability: the company only while it edits, the designer when it is its turn', async () => {
    const id = await createVoucher(t.server, cast);
    await upload('company', `${id}/complete-image`, jpg).expect(403);
    await upload('designer', `${id}/complete-image`, jpg).expect(403);
    await setVoucherState(t, id, VoucherStateClass.ApprovedVoucherResponsibleUser);
    await upload('designer', `${id}/complete-image`, jpg).expect(201);
    await upload('company', `${id}/complete-image`, jpg).expect(403);
    await setVoucherState(t, id, VoucherStateClass.WaitingForApproval);
    await upload('company', `${id}/company-logo`, jpg).expect(201);
    await upload('admin', `${id}/back-image`, jpg).expect(201);
  });

  it("never lets a company reach another company's images or their meta", async () => {
    const id = await draftVoucher();
    const { body } = await upload('company', `${id}/image`, jpg).expect(201);
    const imageId = (body.imageAttachmentIds as number[])[0]!;
    const logo = await upload('company', `${id}/company-logo`, jpg).expect(201);
    const logoId = logo.body.companyLogoAttachmentId as number;
    const before = await storedFiles();
    for (const call of [
      request(t.server).get(`/api/v1/voucher/${id}/image/${imageId}/meta`),
      request(t.server).get(`/api/v1/voucher/${id}/image/${imageId}?size=10`),
      request(t.server).get(`/api/v1/voucher/${id}/company-logo/${logoId}/meta`),
      request(t.server).get(`/api/v1/voucher/${id}/company-logo/${logoId}/file`),
      request(t.server).delete(`/api/v1/voucher/${id}/image/${imageId}`),
      request(t.server).delete(`/api/v1/voucher/${id}/company-logo`),
    ]) {
      const answer = await as('company2', call).expect(403);
      expect(answer.body.message).toBe('Sie sind nicht berechtigt, diesen Gutschein anzusehen.');
    }
    await upload('company2', `${id}/complete-image`, jpg).expect(403);
    expect(await storedFiles()).toEqual(before);
    // An image of another voucher is not this voucher's, even to staff.
    const other = await draftVoucher();
    await as(
      'franchisee',
      request(t.server).get(`/api/v1/voucher/${other}/image/${imageId}/meta`),
    ).expect(404);
    await as(
      'franchisee',
      request(t.server).get(`/api/v1/voucher/${other}/company-logo/${logoId}/meta`),
    ).expect(404);
  });
});
