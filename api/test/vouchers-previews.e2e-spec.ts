import { VoucherStateClass } from '@gb/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { FILE_STORAGE, type FileStorage } from '../src/modules/files/storage/file-storage.js';
import { previewKey } from '../src/modules/files/previews/preview-key.js';
import { bytesOf, dosEpsWithTiff, pdfPage, plainEps } from './support/preview-files.fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  createVoucher,
  setVoucherState,
  voucherCast,
  type VoucherCast,
  type VoucherRole,
} from './support/voucher-workflow.fixture.js';

describe('raster previews of PDF, AI and EPS proofs and logos', () => {
  let t: TestApp;
  let cast: VoucherCast;

  beforeAll(async () => {
    t = await startTestApp();
    cast = await voucherCast(t);
  });

  afterAll(() => t.close());

  const as = (role: VoucherRole, call: request.Test) =>
    call.set('Authorization', `Bearer ${cast.tokens[role]}`);
  const get = (role: VoucherRole, path: string) =>
    as(role, request(t.server).get(`/api/v1/voucher/${path}`));
  const image = (role: VoucherRole, path: string) =>
    get(role, path)
      .buffer(true)
      .parse((response, done) => bytesOf(response, done));
  const uploadProof = (id: number, bytes: Buffer, filename: string) =>
    as('designer', request(t.server).post(`/api/v1/voucher/${id}/proof`)).attach('Proof', bytes, {
      filename,
      contentType: 'application/pdf',
    });
  const uploadLogo = async (id: number, bytes: Buffer, filename: string) => {
    const { body } = await as(
      'franchisee',
      request(t.server).post(`/api/v1/voucher/${id}/company-logo`),
    )
      .attach('ImageFile', bytes, { filename, contentType: 'application/octet-stream' })
      .expect(201);
    return body.companyLogoAttachmentId as number;
  };
  const proofVoucher = async () => {
    const id = await createVoucher(t.server, cast);
    await setVoucherState(t, id, VoucherStateClass.ApprovedVoucherResponsibleUser);
    return id;
  };

  it("draws a PDF proof's first page with the page's aspect ratio", async () => {
    const id = await proofVoucher();
    const { body } = await uploadProof(id, await pdfPage(420, 595), 'gzd.pdf').expect(201);
    expect(body.versions[0]).toMatchObject({ mime: 'application/pdf', hasPreview: true });
    const preview = await image('company', `${id}/proof/${body.versions[0].id}/preview`).expect(
      200,
    );
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(preview.headers['cache-control']).toBe('private, no-cache');
    const meta = await sharp(preview.body as Buffer).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.height).toBe(1200);
    expect(meta.width! / meta.height!).toBeCloseTo(420 / 595, 2);
    // The top left quarter is the red block, the bottom right white paper.
    const { data, info } = await sharp(preview.body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray(
        (y * info.width + x) * info.channels,
        (y * info.width + x) * info.channels + 3,
      ),
    ];
    const [r, g, b] = pixel(40, 40);
    expect(r).toBeGreaterThan(190);
    expect(g).toBeLessThan(40);
    expect(b).toBeLessThan(70);
    expect(pixel(info.width - 20, info.height - 20)).toEqual([255, 255, 255]);
  });

  it("shows last year's PDF proof beside this year's, and never another company's", async () => {
    const lastYear = await proofVoucher();
    const old = (await uploadProof(lastYear, await pdfPage(300, 300), 'alt.pdf').expect(201)).body
      .versions[0];
    const thisYear = await proofVoucher();
    await t.app
      .get(DataSource)
      .query('UPDATE voucher SET copied_from_voucher_id = $2 WHERE id = $1', [thisYear, lastYear]);
    const { body } = await get('company', `${thisYear}/proof`).expect(200);
    expect(body.previousYear.versions[0]).toMatchObject({ id: old.id, hasPreview: true });
    const preview = await image('company', `${thisYear}/proof/${old.id}/preview`).expect(200);
    const meta = await sharp(preview.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 1200]);
    const refused = await get('company2', `${thisYear}/proof/${old.id}/preview`).expect(403);
    expect(refused.body.message).toBe('Sie sind nicht berechtigt, diesen Gutschein anzusehen.');
    await get('company2', `${lastYear}/proof/${old.id}/preview`).expect(403);
    // A proof is not reached through an unrelated voucher.
    const unrelated = await proofVoucher();
    await get('franchisee', `${unrelated}/proof/${old.id}/preview`).expect(404);
  });

  it('keeps a PDF proof whose page is too large to draw downloadable but answers that it has no preview, never a 500', async () => {
    const id = await proofVoucher();
    // Beyond 5 m: PDFium opens it, but the page is not drawn.
    const tooLarge = await pdfPage(15_000, 100);
    const { body } = await uploadProof(id, tooLarge, 'riesig.pdf').expect(201);
    expect(body.versions[0]).toMatchObject({ mime: 'application/pdf', hasPreview: false });
    const proofId = body.versions[0].id as number;
    const none = await get('company', `${id}/proof/${proofId}/preview`).expect(404);
    expect(none.body.message).toBe(
      'Für diese Datei gibt es keine Vorschau, bitte laden Sie sie herunter',
    );
    const english = await get('company', `${id}/proof/${proofId}/preview`)
      .set('Accept-Language', 'en-US')
      .expect(404);
    expect(english.body.message).toBe('There is no preview of this file, please download it');
    await get('company', `${id}/proof/${proofId}/file`).expect(200);
    // Asked again, the answer is the same (it is remembered, not drawn again).
    await get('company', `${id}/proof/${proofId}/preview`).expect(404);
  });

  it('draws PDF and AI logos, shows an EPS logo by its TIFF preview and says when an EPS has none', async () => {
    const id = await createVoucher(t.server, cast);
    const logoMeta = async (bytes: Buffer, filename: string) => {
      const attachmentId = await uploadLogo(id, bytes, filename);
      const meta = await get('company', `${id}/company-logo/${attachmentId}/meta`).expect(200);
      return { attachmentId, meta: meta.body };
    };
    const previewOf = async (attachmentId: number) => {
      const preview = await image('company', `${id}/company-logo/${attachmentId}/preview`).expect(
        200,
      );
      expect(preview.headers['content-type']).toBe('image/webp');
      return sharp(preview.body as Buffer).metadata();
    };

    const ai = await logoMeta(await pdfPage(400, 100, 'Adobe Illustrator 27.0'), 'logo.ai');
    expect(ai.meta).toMatchObject({ mime: 'application/illustrator', hasPreview: true });
    const aiPreview = await previewOf(ai.attachmentId);
    expect([aiPreview.width, aiPreview.height]).toEqual([1200, 300]);

    const pdf = await logoMeta(await pdfPage(200, 100), 'logo.pdf');
    expect(pdf.meta).toMatchObject({ mime: 'application/pdf', hasPreview: true, hints: [] });
    expect((await previewOf(pdf.attachmentId)).width).toBe(1200);

    const eps = await logoMeta(await dosEpsWithTiff(300, 150, '#d70023'), 'logo.eps');
    expect(eps.meta).toMatchObject({ mime: 'application/postscript', hasPreview: true });
    const epsPreview = await previewOf(eps.attachmentId);
    expect([epsPreview.width, epsPreview.height]).toEqual([300, 150]);

    const bare = await logoMeta(plainEps(), 'ohne-vorschau.eps');
    expect(bare.meta).toMatchObject({ mime: 'application/postscript', hasPreview: false });
    const none = await get('company', `${id}/company-logo/${bare.attachmentId}/preview`).expect(
      404,
    );
    expect(none.body.message).toBe(
      'Für diese Datei gibt es keine Vorschau, bitte laden Sie sie herunter',
    );
    await get('company', `${id}/company-logo/${bare.attachmentId}/file`).expect(200);
  });

  it('serves raster and SVG logos through the same preview call', async () => {
    const id = await createVoucher(t.server, cast);
    const png = await sharp({
      create: { width: 900, height: 300, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" fill="#d70023"/></svg>',
    );
    for (const [bytes, filename] of [
      [png, 'logo.png'],
      [svg, 'logo.svg'],
    ] as const) {
      const attachmentId = await uploadLogo(id, bytes, filename);
      const meta = await get('company', `${id}/company-logo/${attachmentId}/meta`).expect(200);
      expect(meta.body.hasPreview).toBe(true);
      const preview = await image('company', `${id}/company-logo/${attachmentId}/preview`).expect(
        200,
      );
      expect(preview.headers['content-type']).toBe('image/jpeg');
    }
  });

  it("drops a replaced logo's preview, and never shows a company another company's", async () => {
    const id = await createVoucher(t.server, cast);
    const first = await uploadLogo(id, await pdfPage(200, 200), 'alt.pdf');
    await image('company', `${id}/company-logo/${first}/preview`).expect(200);
    const storage = t.app.get<FileStorage>(FILE_STORAGE);
    expect(await storage.read(previewKey(first))).not.toBeNull();

    await get('company2', `${id}/company-logo/${first}/preview`).expect(403);
    await get('company2', `${id}/company-logo/${first}/meta`).expect(403);

    const second = await uploadLogo(id, await dosEpsWithTiff(120, 60, '#000'), 'neu.eps');
    expect(await storage.read(previewKey(first))).toBeNull();
    await get('company', `${id}/company-logo/${first}/preview`).expect(404);
    await image('company', `${id}/company-logo/${second}/preview`).expect(200);
  });
});
