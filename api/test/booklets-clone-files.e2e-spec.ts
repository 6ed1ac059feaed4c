import { BookletState, VoucherStateClass, type Booklet, type BookletVoucher } from '@gb/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { Attachment } from '../src/modules/files/entities/attachment.entity.js';
import { Voucher } from '../src/modules/vouchers/entities/voucher.entity.js';
import { insertSeason } from './support/booklet-season.fixture.js';
import { DEMO, login } from './support/login.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { onePagePdf } from './support/preview-files.fixture.js';

const pdf = onePagePdf();

describe('cloning a booklet and its files', () => {
  let t: TestApp;
  let franchisee: string;
  let designer: string;

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT: '1000', UPLOAD_MAX_BYTES: '200000' });
    franchisee = (await login(t.server, DEMO.franchisee)).token;
    designer = (await login(t.server, DEMO.designer)).token;
  });

  afterAll(() => t.close());

  const auth = (test: request.Test, token = franchisee) =>
    test.set('Authorization', `Bearer ${token}`);

  describe('clone to next year', () => {
    let season: Awaited<ReturnType<typeof insertSeason>>;
    let clone: Booklet;
    let copies: Voucher[];

    beforeAll(async () => {
      season = await insertSeason(t, 2086);
      clone = (
        await auth(request(t.server).post(`/api/v1/booklet/${season.booklet.id}/clone`))
          .send({ year: 2087 })
          .expect(201)
      ).body;
      copies = await t.app
        .get(DataSource)
        .getRepository(Voucher)
        .find({
          where: { bookletId: clone.id },
          relations: { images: true, inBooklets: true },
          order: { copiedFromVoucherId: 'ASC' },
        });
    });

    it('makes a Draft booklet of the same region with the fields copied and no orders', () => {
      expect(clone).toMatchObject({
        regionId: season.region.id,
        year: 2087,
        state: BookletState.Draft,
        unitPrice: 35,
        vatPercent: 2.6,
        internalUnitPrice: 20,
        abacusProductId: 'GB-2086',
        costCentre1Income: '3400',
        qtyPrinted: 5000,
        maxInternalOrders: 50,
        informationForNextYear: 'Mehr Restaurants in Lenzburg',
        preOrderFromDate: '2086-10-01',
        orderFromDate: '2086-11-01',
        shippingDate: '2086-10-20',
        numOrders: 0,
        numPartnerOrders: 0,
        coverImageId: null,
        goodForPrintingId: null,
      });
      expect(clone.id).not.toBe(season.booklet.id);
    });

    it('copies every voucher but Declined and Deleted ones as SystemCreated', () => {
      const copiedFrom = copies.map((copy) => copy.copiedFromVoucherId);
      const expected = [...season.vouchers.entries()]
        .filter(
          ([state]) => ![VoucherStateClass.Declined, VoucherStateClass.Deleted].includes(state),
        )
        .map(([, voucher]) => voucher.id)
        .sort((a, b) => a - b);
      expect(copiedFrom).toEqual(expected);
      expect(new Set(copies.map((copy) => copy.stateClass))).toEqual(
        new Set([VoucherStateClass.SystemCreated]),
      );
      expect(clone.vouchersByState).toEqual({ [VoucherStateClass.SystemCreated]: 11 });
      expect(
        copies.every((copy) => copy.inBooklets.map((b) => b.id).join() === String(clone.id)),
      ).toBe(true);
    });

    it('copies each voucher with its address, offer and images as files of its own', async () => {
      const original = season.vouchers.get(VoucherStateClass.Finished)!;
      const copy = copies.find((c) => c.copiedFromVoucherId === original.id)!;
      expect(copy).toMatchObject({
        companyId: original.companyId,
        offerShort: original.offerShort,
        offerLong: original.offerLong,
        address: expect.objectContaining({ street: 'Bahnhofstrasse 4', zip: '5000', lat: 47.39 }),
      });
      expect(copy.frontImageAttachmentId).toEqual(expect.any(Number));
      expect(copy.frontImageAttachmentId).not.toBe(original.frontImageAttachmentId);
      expect(copy.images).toHaveLength(1);
      const attachments = t.app.get(DataSource).getRepository(Attachment);
      const [front, originalFront] = await Promise.all([
        attachments.findOneByOrFail({ id: copy.frontImageAttachmentId! }),
        attachments.findOneByOrFail({ id: original.frontImageAttachmentId! }),
      ]);
      expect(front.size).toBe(originalFront.size);
      expect(front.storageKey).not.toBe(originalFront.storageKey);

      const listed = (
        await auth(request(t.server).get(`/api/v1/booklet/${clone.id}/voucher`), designer).expect(
          200,
        )
      ).body as BookletVoucher[];
      expect(listed.find((v) => v.id === copy.id)).toMatchObject({
        stateClass: VoucherStateClass.SystemCreated,
        copiedFromVoucherId: original.id,
        frontImageAttachmentId: copy.frontImageAttachmentId,
        imageAttachmentIds: [copy.images[0]!.id],
      });
    });

    it('leaves the original booklet and its vouchers as they were', async () => {
      const original = (
        await auth(request(t.server).get(`/api/v1/booklet/${season.booklet.id}`)).expect(200)
      ).body as Booklet;
      expect(original.state).toBe(BookletState.Published);
      expect(Object.values(original.vouchersByState)).toEqual(Array(13).fill(1));
    });

    it('answers 409 the second time, in both languages, and copies nothing more', async () => {
      const again = await auth(request(t.server).post(`/api/v1/booklet/${season.booklet.id}/clone`))
        .set('Accept-Language', 'en-US')
        .send({ year: 2087 })
        .expect(409);
      expect(again.body.message).toBe('This region already has a booklet for that year');
      const de = await auth(request(t.server).post(`/api/v1/booklet/${season.booklet.id}/clone`))
        .send({ year: 2087 })
        .expect(409);
      expect(de.body.message).toBe('Diese Region hat für dieses Jahr bereits ein Booklet');
      const count = await t.app
        .get(DataSource)
        .getRepository(Voucher)
        .countBy({ bookletId: clone.id });
      expect(count).toBe(11);
    });

    it('refuses a year outside 2000–2100 with its message', async () => {
      const response = await auth(
        request(t.server).post(`/api/v1/booklet/${season.booklet.id}/clone`),
      )
        .send({ year: 1999 })
        .expect(400);
      expect(response.body.errors).toEqual(['Jahr muss zwischen 2000 und 2100 liegen']);
    });
  });

  describe('cover image and print file', () => {
    let booklet: Booklet;

    beforeAll(async () => {
      const season = await insertSeason(t, 2084);
      booklet = (await auth(request(t.server).get(`/api/v1/booklet/${season.booklet.id}`))).body;
    });

    it('uploads a cover that Home shows, tells its meta and removes it', async () => {
      const png = await sharp({
        create: { width: 40, height: 56, channels: 3, background: '#d70023' },
      })
        .png()
        .toBuffer();
      const uploaded = (
        await auth(request(t.server).post(`/api/v1/booklet/${booklet.id}/cover-image`))
          .attach('CoverImage', png, 'cover.png')
          .expect(201)
      ).body as Booklet;
      expect(uploaded).toMatchObject({ hasCoverImage: true, coverImageId: expect.any(Number) });
      const publicList = (await request(t.server).get('/api/v1/booklet').expect(200)).body;
      expect(publicList.find((b: { id: number }) => b.id === booklet.id)).toMatchObject({
        hasCoverImage: true,
        coverImageId: uploaded.coverImageId,
      });
      await request(t.server)
        .get(`/api/v1/booklet/${booklet.id}/cover-image?size=10&cache=${uploaded.coverImageId}`)
        .expect(200)
        .expect('Content-Type', /image/);
      const meta = await auth(
        request(t.server).get(
          `/api/v1/booklet/${booklet.id}/cover-image/${uploaded.coverImageId}/meta`,
        ),
        designer,
      ).expect(200);
      expect(meta.body).toMatchObject({ originalName: 'cover.png', mime: 'image/png' });
      await auth(
        request(t.server).get(
          `/api/v1/booklet/${booklet.id}/cover-image/${uploaded.coverImageId! + 1}/meta`,
        ),
      ).expect(404);

      const removed = await auth(
        request(t.server).delete(`/api/v1/booklet/${booklet.id}/cover-image`),
      ).expect(200);
      expect(removed.body).toMatchObject({ hasCoverImage: false, coverImageId: null });
    });

    it('refuses a cover that is no image, in both languages', async () => {
      const response = await auth(
        request(t.server).post(`/api/v1/booklet/${booklet.id}/cover-image`),
      )
        .set('Accept-Language', 'en-US')
        .attach('CoverImage', pdf, 'cover.png')
        .expect(400);
      expect(response.body.message).toMatch(/not an image/i);
    });

    it('takes a PDF print file by its content, serves it and tells its meta', async () => {
      const uploaded = (
        await auth(request(t.server).post(`/api/v1/booklet/${booklet.id}/good-for-printing`))
          .attach('GoodForPrinting', pdf, 'druck.pdf')
          .expect(201)
      ).body as Booklet;
      const fileId = uploaded.goodForPrintingId!;
      expect(fileId).toEqual(expect.any(Number));
      const meta = await auth(
        request(t.server).get(`/api/v1/booklet/${booklet.id}/good-for-printing/${fileId}/meta`),
        designer,
      ).expect(200);
      expect(meta.body).toMatchObject({
        id: fileId,
        originalName: 'druck.pdf',
        mime: 'application/pdf',
        size: pdf.length,
      });
      const file = await auth(
        request(t.server).get(`/api/v1/booklet/${booklet.id}/good-for-printing/${fileId}`),
        designer,
      )
        .buffer(true)
        .expect(200)
        .expect('Content-Type', 'application/pdf');
      expect(Buffer.from(file.body).equals(pdf)).toBe(true);
    });

    it.each([
      ['an image renamed to .pdf', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      ['a truncated PDF', Buffer.from('%PDF-1.7\n1 0 obj')],
    ])('refuses %s with a message in both languages', async (_case, bytes) => {
      const de = await auth(
        request(t.server).post(`/api/v1/booklet/${booklet.id}/good-for-printing`),
      )
        .attach('GoodForPrinting', bytes, 'druck.pdf')
        .expect(400);
      expect(de.body.message).toBe('Die Datei ist kein PDF');
      const en = await auth(
        request(t.server).post(`/api/v1/booklet/${booklet.id}/good-for-printing`),
      )
        .set('Accept-Language', 'en-US')
        .attach('GoodForPrinting', bytes, 'druck.pdf')
        .expect(400);
      expect(en.body.message).toBe('The file is not a PDF');
    });

    it('answers 413 for a print file beyond the upload limit and 400 without a file', async () => {
      const large = Buffer.concat([pdf, Buffer.alloc(200_001)]);
      await auth(request(t.server).post(`/api/v1/booklet/${booklet.id}/good-for-printing`))
        .attach('GoodForPrinting', large, 'gross.pdf')
        .expect(413);
      await auth(request(t.server).post(`/api/v1/booklet/${booklet.id}/good-for-printing`)).expect(
        400,
      );
    });

    it('removes the print file', async () => {
      const removed = await auth(
        request(t.server).delete(`/api/v1/booklet/${booklet.id}/good-for-printing`),
      ).expect(200);
      expect(removed.body.goodForPrintingId).toBeNull();
    });
  });
});
