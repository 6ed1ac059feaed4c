// Also on the embedded database: the public list follows a staff save through the triggers and locks of the booklet.
import { BookletState, VoucherStateClass, type Booklet, type PublicBooklet } from '@gb/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { bookletBody, insertRegion, insertSeason } from './support/booklet-season.fixture.js';
import { DEMO, login, userIdOf } from './support/login.js';
import { insertOrderBooklets, privateOrder } from './support/order-booklets.fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('staff booklet calls', () => {
  let t: TestApp;
  let franchisee: string;
  let designer: string;
  let company: string;
  let admin: string;
  let regionId: number;

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
    franchisee = (await login(t.server, DEMO.franchisee)).token;
    designer = (await login(t.server, DEMO.designer)).token;
    company = (await login(t.server, DEMO.company)).token;
    admin = (await login(t.server, DEMO.admin)).token;
    regionId = (await insertRegion(t.app.get(DataSource))).id;
  });

  afterAll(() => t.close());

  const as = (token: string | null, locale = 'de-CH') => {
    const call = (test: request.Test) => {
      const localized = test.set('Accept-Language', locale);
      return token ? localized.set('Authorization', `Bearer ${token}`) : localized;
    };
    return {
      get: (path: string) => call(request(t.server).get(`/api/v1/${path}`)),
      post: (path: string, body: object) =>
        call(request(t.server).post(`/api/v1/${path}`)).send(body),
      put: (path: string, body: object) =>
        call(request(t.server).put(`/api/v1/${path}`)).send(body),
      delete: (path: string) => call(request(t.server).delete(`/api/v1/${path}`)),
    };
  };

  describe('create, read and change', () => {
    let created: Booklet;

    beforeAll(async () => {
      created = (await as(franchisee).post('booklet', bookletBody(regionId, 2090)).expect(201))
        .body;
    });

    it('creates a booklet with every field and its state as a number', () => {
      expect(created).toMatchObject({
        ...bookletBody(regionId, 2090),
        state: 0,
        currency: 'CHF',
        hasCoverImage: false,
        coverImageId: null,
        goodForPrintingId: null,
        numOrders: 0,
        numPartnerOrders: 0,
        vouchersByState: {},
      });
      expect(created.regionName).toMatch(/^Testregion/);
    });

    it('changes a booklet, the state sent as an integer', async () => {
      const changed = (
        await as(franchisee)
          .put(`booklet/${created.id}`, {
            ...bookletBody(regionId, 2090),
            state: 10,
            unitPrice: 39.5,
            vatPercent: 8.1,
            qtyPrinted: 6000,
            responsibleUserId: userIdOf(franchisee),
          })
          .expect(200)
      ).body as Booklet;
      expect(changed).toMatchObject({
        state: BookletState.Published,
        unitPrice: 39.5,
        vatPercent: 8.1,
        qtyPrinted: 6000,
        responsibleUserId: userIdOf(franchisee),
      });
      expect((await as(designer).get(`booklet/${created.id}`).expect(200)).body).toEqual(changed);
    });

    it('lists booklets for staff with their figures, archived ones only on request', async () => {
      const archived = (
        await as(franchisee)
          .post('booklet', { ...bookletBody(regionId, 2070), state: BookletState.Archived })
          .expect(201)
      ).body as Booklet;
      const current = (await as(franchisee).get('booklet').expect(200)).body as Booklet[];
      expect(current.map((b) => b.id)).toContain(created.id);
      expect(current.map((b) => b.id)).not.toContain(archived.id);
      expect(current.every((b) => typeof b.numOrders === 'number')).toBe(true);
      const all = (await as(designer).get('booklet?archived=true').expect(200)).body as Booklet[];
      expect(all.map((b) => b.id)).toEqual(expect.arrayContaining([created.id, archived.id]));
    });

    it.each([
      [{ unitPrice: -1 }, 'Preis ist ungültig', 'Price is invalid'],
      [
        { vatPercent: 7.7 },
        'MWST % muss ein Schweizer MWST-Satz sein (0, 2.6, 3.8 oder 8.1 %)',
        'VAT % must be a Swiss VAT rate (0, 2.6, 3.8 or 8.1 %)',
      ],
      [
        { preOrderFromDate: '2089-12-01', orderFromDate: '2089-11-01' },
        'Vorbestellbar ab muss vor dem Datum «Bestellbar ab» liegen',
        "Pre-orderable from must be before the 'Orderable from' date",
      ],
      [{ state: 'Published' }, 'Status ist ungültig', 'State is invalid'],
      [
        { qtyPrinted: -5 },
        'Druckauflage muss zwischen 0 und 1000000 liegen',
        'Print run must be between 0 and 1000000',
      ],
    ])('refuses %j with its field message in both languages', async (change, german, english) => {
      const body = { ...bookletBody(regionId, 2091), ...change };
      const de = await as(franchisee).post('booklet', body).expect(400);
      expect(de.body.errors).toEqual([german]);
      const en = await as(franchisee, 'en-US').put(`booklet/${created.id}`, body).expect(400);
      expect(en.body.errors).toEqual([english]);
    });

    it('answers 409 for a second booklet of a region and year, in both languages', async () => {
      const de = await as(franchisee).post('booklet', bookletBody(regionId, 2090)).expect(409);
      expect(de.body.message).toBe('Diese Region hat für dieses Jahr bereits ein Booklet');
      const other = (await as(franchisee).post('booklet', bookletBody(regionId, 2092)).expect(201))
        .body as Booklet;
      const en = await as(franchisee, 'en-US')
        .put(`booklet/${other.id}`, bookletBody(regionId, 2090))
        .expect(409);
      expect(en.body.message).toBe('This region already has a booklet for that year');
    });

    it('refuses an unknown region and a responsible user who is no franchisee', async () => {
      await as(franchisee).post('booklet', bookletBody(999_999, 2093)).expect(400);
      const companyUser = userIdOf(company);
      const response = await as(franchisee)
        .post('booklet', { ...bookletBody(regionId, 2093), responsibleUserId: companyUser })
        .expect(400);
      expect(response.body.message).toBe('Ein genannter Datensatz existiert nicht');
    });

    it('answers 404 for a booklet that does not exist', async () => {
      await as(franchisee).get('booklet/999999').expect(404);
      await as(franchisee).put('booklet/999999', bookletBody(regionId, 2094)).expect(404);
      await as(franchisee).get('booklet/999999/voucher').expect(404);
    });
  });

  describe('who may do what', () => {
    let booklet: Booklet;

    beforeAll(async () => {
      booklet = (await as(franchisee).post('booklet', bookletBody(regionId, 2095)).expect(201))
        .body;
    });

    it('lets a graphic designer read booklets, their vouchers and comments', async () => {
      await as(designer).get('booklet').expect(200);
      await as(designer).get(`booklet/${booklet.id}`).expect(200);
      await as(designer).get(`booklet/${booklet.id}/voucher`).expect(200);
      await as(designer).get(`booklet/${booklet.id}/comment`).expect(200);
      await as(designer).get('appointment').expect(200);
    });

    it('refuses a graphic designer creating, changing, cloning or removing files with 403', async () => {
      await as(designer).post('booklet', bookletBody(regionId, 2096)).expect(403);
      await as(designer).put(`booklet/${booklet.id}`, bookletBody(regionId, 2095)).expect(403);
      await as(designer).post(`booklet/${booklet.id}/clone`, { year: 2096 }).expect(403);
      await as(designer).delete(`booklet/${booklet.id}/cover-image`).expect(403);
      await as(designer).delete(`booklet/${booklet.id}/good-for-printing`).expect(403);
      await as(designer).put('appointment/1', { text: 'x' }).expect(403);
    });

    it('refuses a Company user with 403, and gives it only the public list', async () => {
      for (const path of [
        `booklet/${booklet.id}`,
        `booklet/${booklet.id}/voucher`,
        `booklet/${booklet.id}/comment`,
        'appointment',
      ]) {
        await as(company).get(path).expect(403);
      }
      await as(company).post('booklet', bookletBody(regionId, 2096)).expect(403);
      await as(company).post(`booklet/${booklet.id}/clone`, { year: 2096 }).expect(403);
      await as(company)
        .post(`booklet/${booklet.id}/comment`, { title: 'a', text: 'b' })
        .expect(403);
      const list = (await as(company).get('booklet').expect(200)).body as PublicBooklet[];
      expect(list.every((b) => 'voucherCount' in b && !('numOrders' in b))).toBe(true);
      expect(list.map((b) => b.id)).not.toContain(booklet.id);
    });

    it('refuses anonymous callers with 401 except on the public list', async () => {
      await as(null).get(`booklet/${booklet.id}`).expect(401);
      await as(null).post('booklet', bookletBody(regionId, 2096)).expect(401);
      await as(null).get('appointment').expect(401);
      await as(null).get('booklet').expect(200);
    });
  });

  describe('figures', () => {
    it('counts public orders and vouchers per state', async () => {
      const booklets = await insertOrderBooklets(t.app.get(DataSource));
      await request(t.server)
        .post('/api/v1/order')
        .send(privateOrder([{ bookletId: booklets.published.id, quantity: 2 }]))
        .expect(201);
      const read = (await as(franchisee).get(`booklet/${booklets.published.id}`).expect(200))
        .body as Booklet;
      expect(read).toMatchObject({ numOrders: 1, numPartnerOrders: 0 });

      const season = await insertSeason(t, 2097);
      const withVouchers = (await as(franchisee).get(`booklet/${season.booklet.id}`).expect(200))
        .body as Booklet;
      expect(withVouchers.vouchersByState).toEqual(
        Object.fromEntries(Object.values(VoucherStateClass).map((state) => [state, 1])),
      );
    });
  });

  describe('the public list', () => {
    it('shows a change right after a staff save, without waiting for its cache', async () => {
      const draft = (
        await as(franchisee)
          .post('booklet', {
            ...bookletBody(regionId, 2098),
            preOrderFromDate: '2097-10-01',
            orderFromDate: '2097-11-01',
          })
          .expect(201)
      ).body as Booklet;
      const before = (await as(null).get('booklet').expect(200)).body as PublicBooklet[];
      expect(before.map((b) => b.id)).not.toContain(draft.id);
      await as(franchisee)
        .put(`booklet/${draft.id}`, {
          ...bookletBody(regionId, 2098),
          preOrderFromDate: '2097-10-01',
          orderFromDate: '2097-11-01',
          state: BookletState.Published,
        })
        .expect(200);
      const after = (await as(null).get('booklet').expect(200)).body as PublicBooklet[];
      expect(after.find((b) => b.id === draft.id)).toMatchObject({
        state: BookletState.Published,
        year: 2098,
      });
    });
  });

  describe('comments', () => {
    it('lets staff comment, and only the author or an admin change a comment', async () => {
      const booklet = (
        await as(franchisee).post('booklet', bookletBody(regionId, 2099)).expect(201)
      ).body as Booklet;
      const comment = (
        await as(franchisee)
          .post(`booklet/${booklet.id}/comment`, { title: 'Druckerei', text: 'Angebot bis 1.5.' })
          .expect(201)
      ).body;
      expect(comment).toMatchObject({
        bookletId: booklet.id,
        userId: userIdOf(franchisee),
        username: DEMO.franchisee,
        title: 'Druckerei',
      });
      const designers = await as(designer)
        .post(`booklet/${booklet.id}/comment`, { title: 'Umschlag', text: 'Entwurf folgt' })
        .expect(201);
      const list = (await as(designer).get(`booklet/${booklet.id}/comment`).expect(200)).body;
      expect(list.map((c: { title: string }) => c.title)).toEqual(['Umschlag', 'Druckerei']);

      await as(designer)
        .put(`booklet/${booklet.id}/comment/${comment.id}`, { title: 'x', text: 'y' })
        .expect(403);
      const edited = await as(franchisee)
        .put(`booklet/${booklet.id}/comment/${comment.id}`, { title: 'Druckerei', text: 'Neu' })
        .expect(200);
      expect(edited.body.text).toBe('Neu');
      const byFranchisee = await as(franchisee, 'en-US')
        .put(`booklet/${booklet.id}/comment/${designers.body.id}`, {
          title: 'Umschlag',
          text: 'Entwurf ist da',
        })
        .expect(403);
      expect(byFranchisee.body.message).toBe('Only the author or an admin may change this comment');
      const byAdmin = await as(admin)
        .put(`booklet/${booklet.id}/comment/${designers.body.id}`, {
          title: 'Umschlag',
          text: 'Entwurf ist da',
        })
        .expect(200);
      expect(byAdmin.body.text).toBe('Entwurf ist da');
      const kept = (await as(designer).get(`booklet/${booklet.id}/comment`).expect(200)).body;
      expect(kept.map((c: { text: string }) => c.text)).toEqual(['Entwurf ist da', 'Neu']);
      await as(franchisee)
        .put(`booklet/${booklet.id + 1}/comment/${comment.id}`, { title: 'a', text: 'b' })
        .expect(404);
      const empty = await as(franchisee, 'en-US')
        .post(`booklet/${booklet.id}/comment`, { title: '', text: 'b' })
        .expect(400);
      expect(empty.body.errors).toEqual(['Title is required']);
    });
  });

  describe('appointments', () => {
    it('shows the appointment to designers and lets franchisees change its text', async () => {
      const [first] = (await as(designer).get('appointment').expect(200)).body;
      expect(first).toEqual({ id: expect.any(Number), text: expect.any(String) });
      const text = 'Start Verkauf: 1. November\nDruckabgabe: 15. September';
      const changed = await as(franchisee).put(`appointment/${first.id}`, { text }).expect(200);
      expect(changed.body).toEqual({ id: first.id, text });
      expect((await as(designer).get('appointment').expect(200)).body[0].text).toBe(text);
      await as(franchisee).put('appointment/999999', { text }).expect(404);
      const tooLong = await as(franchisee)
        .put(`appointment/${first.id}`, { text: 'x'.repeat(10_001) })
        .expect(400);
      expect(tooLong.body.errors).toEqual(['Text darf höchstens 10000 Zeichen lang sein']);
    });
  });
});
