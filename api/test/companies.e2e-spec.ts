// Also on the embedded database: company mails through the outbox (SKIP LOCKED) with idempotency keys; locked company rows.
import type { Company, CompanyMailLog, CompanyUser, PointOfSale, User } from '@gb/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { insertOrderBooklets, type OrderBooklets } from './support/order-booklets.fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  eventually,
  loginHashOf,
  mailsWith,
  voucherCast,
  type VoucherCast,
} from './support/voucher-workflow.fixture.js';
import { onePagePdf } from './support/preview-files.fixture.js';

const pdf = onePagePdf();

function companyBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Velo Meier AG',
    canOrderMoreInternalBooks: false,
    responsibleUserId: null,
    sellingBookletIds: [],
    isPointOfSales: false,
    ...overrides,
  };
}

describe('partner companies', () => {
  let t: TestApp;
  let cast: VoucherCast;
  let booklets: OrderBooklets;

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
    cast = await voucherCast(t);
    booklets = await insertOrderBooklets(t.app.get(DataSource));
  });

  afterAll(() => t.close());

  const as = (token: string | null, locale = 'de-CH') => {
    const call = (test: request.Test) => {
      const localized = test.set('Accept-Language', locale);
      return token ? localized.set('Authorization', `Bearer ${token}`) : localized;
    };
    return {
      get: (path: string) => call(request(t.server).get(`/api/v1/${path}`)),
      post: (path: string, body: object = {}) =>
        call(request(t.server).post(`/api/v1/${path}`)).send(body),
      put: (path: string, body: object) =>
        call(request(t.server).put(`/api/v1/${path}`)).send(body),
      delete: (path: string) => call(request(t.server).delete(`/api/v1/${path}`)),
      upload: (path: string, bytes: Buffer, name: string) =>
        call(request(t.server).post(`/api/v1/${path}`)).attach('contract', bytes, name),
    };
  };
  const franchisee = () => as(cast.tokens.franchisee);
  const createCompany = async (overrides: Record<string, unknown> = {}) =>
    (await franchisee().post('company', companyBody(overrides)).expect(201)).body as Company;

  describe('create, read, change', () => {
    it('creates a company with every field and answers its figures', async () => {
      const created = await createCompany({
        name: 'Bäckerei Brot & Co',
        canOrderMoreInternalBooks: true,
        responsibleUserId: cast.userIds.franchisee,
        sellingBookletIds: [booklets.published.id],
        isPointOfSales: true,
      });
      expect(created).toMatchObject({
        name: 'Bäckerei Brot & Co',
        canOrderMoreInternalBooks: true,
        responsibleUserId: cast.userIds.franchisee,
        sellingBookletIds: [booklets.published.id],
        isSellingBooklets: true,
        isPointOfSales: true,
        hasContract: false,
        contractId: null,
        numVouchers: 0,
        numUsers: 0,
      });
      expect(created.locationAddress).toMatchObject({ city: '', lon: null, lat: null });
      expect((await franchisee().get(`company/${created.id}`).expect(200)).body).toEqual(created);
    });

    it('changes a company; without booklets it no longer sells any', async () => {
      const created = await createCompany({ sellingBookletIds: [booklets.published.id] });
      const changed = (
        await franchisee()
          .put(`company/${created.id}`, companyBody({ name: 'Velo Meier GmbH' }))
          .expect(200)
      ).body as Company;
      expect(changed).toMatchObject({
        name: 'Velo Meier GmbH',
        sellingBookletIds: [],
        isSellingBooklets: false,
      });
    });

    it('lists companies by name with their vouchers and users counted, filtered by the URL', async () => {
      const seller = await createCompany({
        name: 'Aaa Verkaufsstelle',
        isPointOfSales: true,
        sellingBookletIds: [booklets.published.id],
        responsibleUserId: cast.userIds.admin,
      });
      const all = (await franchisee().get('company').expect(200)).body as Company[];
      const names = all.map((company) => company.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de-CH')));
      const demo = all.find((company) => company.id === cast.companyId)!;
      expect(demo.numVouchers).toBeGreaterThan(0);
      expect(demo.numUsers).toBeGreaterThan(0);

      const ids = async (query: string) =>
        ((await franchisee().get(`company?${query}`).expect(200)).body as Company[]).map(
          (company) => company.id,
        );
      expect(await ids('name=verkaufsstelle')).toEqual([seller.id]);
      expect(await ids(`bookletId=${booklets.published.id}&isPointOfSales=true`)).toContain(
        seller.id,
      );
      expect(await ids(`responsibleUserId=${cast.userIds.admin}`)).toEqual([seller.id]);
      expect(await ids('isSellingBooklets=false')).not.toContain(seller.id);
      expect(await ids('name=%25')).toEqual([]);
    });

    it.each([
      [{ name: '' }, 'Name darf nicht leer sein.', 'Name is required'],
      [
        { name: 'x'.repeat(201) },
        'Name darf höchstens 200 Zeichen lang sein',
        'Name must be at most 200 characters long',
      ],
      [{ isPointOfSales: 'yes' }, 'Verkaufsstelle ist ungültig', 'Point of sale is invalid'],
    ])('refuses %j with its field message in both languages', async (change, german, english) => {
      const de = await franchisee().post('company', companyBody(change)).expect(400);
      expect(de.body.errors).toContain(german);
      const en = await as(cast.tokens.franchisee, 'en-US')
        .post('company', companyBody(change))
        .expect(400);
      expect(en.body.errors).toContain(english);
    });

    it('refuses an unknown booklet and a responsible user who is no staff', async () => {
      await franchisee()
        .post('company', companyBody({ sellingBookletIds: [999999] }))
        .expect(400);
      const response = await as(cast.tokens.franchisee, 'en-US')
        .post('company', companyBody({ responsibleUserId: cast.userIds.company }))
        .expect(400);
      expect(response.body.message).toBe('This user cannot be the responsible user');
    });

    it('answers 404 for a company that does not exist', async () => {
      await franchisee().get('company/999999').expect(404);
      await franchisee().put('company/999999', companyBody()).expect(404);
    });
  });

  describe('location and points of sale', () => {
    it('keeps the location with its map position and shows a point of sale publicly at once', async () => {
      const company = await createCompany({ name: 'Zzz Kiosk am See' });
      const before = (await request(t.server).get('/api/v1/company/point-of-sales').expect(200))
        .body as PointOfSale[];
      expect(before.some((row) => row.companyName === 'Zzz Kiosk am See')).toBe(false);

      const located = (
        await franchisee()
          .put(`company/${company.id}/location-address`, {
            street: 'Seestrasse 1',
            zip: '6300',
            city: 'Zug',
            lon: 8.5174,
            lat: 47.1662,
          })
          .expect(200)
      ).body as Company;
      expect(located.locationAddress).toMatchObject({ city: 'Zug', lon: 8.5174, lat: 47.1662 });

      await franchisee()
        .put(
          `company/${company.id}`,
          companyBody({
            name: 'Zzz Kiosk am See',
            isPointOfSales: true,
            sellingBookletIds: [booklets.published.id],
          }),
        )
        .expect(200);
      const after = await request(t.server).get('/api/v1/company/point-of-sales').expect(200);
      expect(after.headers['cache-control']).toBe('public, no-cache');
      expect(after.body).toContainEqual({
        bookletId: booklets.published.id,
        bookletName: expect.any(String),
        companyName: 'Zzz Kiosk am See',
        city: 'Zug',
      });
    });

    it('refuses a position outside Switzerland and a single coordinate, in both languages', async () => {
      const company = await createCompany();
      const de = await franchisee()
        .put(`company/${company.id}/location-address`, { lon: 2.35, lat: 48.85 })
        .expect(400);
      expect(de.body.errors).toContain('Längengrad muss in der Schweiz liegen');
      const en = await as(cast.tokens.franchisee, 'en-US')
        .put(`company/${company.id}/location-address`, { lon: 8.5 })
        .expect(400);
      expect(en.body.errors).toContain('Latitude is required');
    });
  });

  describe('contract', () => {
    it('takes a PDF by its content and serves it to staff and to the company itself only', async () => {
      const notPdf = await as(cast.tokens.franchisee, 'en-US')
        .upload(`company/${cast.companyId}/contract`, Buffer.from('hello'), 'vertrag.pdf')
        .expect(400);
      expect(notPdf.body.message).toBe('The file is not a PDF');

      const stored = (
        await franchisee()
          .upload(`company/${cast.companyId}/contract`, pdf, 'vertrag.pdf')
          .expect(201)
      ).body as Company;
      expect(stored.hasContract).toBe(true);
      const path = `company/${cast.companyId}/contract/${stored.contractId}`;

      const download = await franchisee().get(path).expect(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(Buffer.from(download.body as Buffer).equals(pdf)).toBe(true);
      await as(cast.tokens.company).get(path).expect(200);
      expect((await as(cast.tokens.company).get(`${path}/meta`).expect(200)).body).toMatchObject({
        originalName: 'vertrag.pdf',
        mime: 'application/pdf',
        size: pdf.length,
      });
      await as(cast.tokens.company2).get(path).expect(403);
      await as(cast.tokens.company)
        .upload(`company/${cast.companyId}/contract`, pdf, 'x.pdf')
        .expect(403);

      const removed = (await franchisee().delete(`company/${cast.companyId}/contract`).expect(200))
        .body as Company;
      expect(removed).toMatchObject({ hasContract: false, contractId: null });
      await franchisee().get(path).expect(404);
    });
  });

  describe('delete', () => {
    it('refuses a company with vouchers with a message in both languages, never a 500', async () => {
      const de = await franchisee().delete(`company/${cast.companyId}`).expect(409);
      expect(de.body.message).toBe(
        'Dieser Betrieb hat noch Gutscheine, Bestellungen oder Benutzer und kann nicht gelöscht werden',
      );
      const en = await as(cast.tokens.franchisee, 'en-US')
        .delete(`company/${cast.companyId}`)
        .expect(409);
      expect(en.body.message).toBe(
        'This company still has vouchers, orders or users and cannot be deleted',
      );
    });

    it('refuses a company with a user, and deletes one without anything', async () => {
      const withUser = await createCompany({ name: 'Mit Benutzer AG' });
      await franchisee()
        .post('auth/register', {
          email: `team.${withUser.id}@example.ch`,
          password: null,
          firstname: 'Tina',
          lastname: 'Team',
          companyId: withUser.id,
        })
        .expect(201);
      await franchisee().delete(`company/${withUser.id}`).expect(409);

      const empty = await createCompany({
        name: 'Leer AG',
        sellingBookletIds: [booklets.published.id],
      });
      await franchisee().upload(`company/${empty.id}/contract`, pdf, 'vertrag.pdf').expect(201);
      await franchisee().delete(`company/${empty.id}`).expect(204);
      await franchisee().get(`company/${empty.id}`).expect(404);
    });
  });

  describe('company users', () => {
    it('creates a company user with the Company role who logs in through the mailed link', async () => {
      const company = await createCompany({ name: 'Neu Betrieb AG' });
      const email = `neu.betrieb.${company.id}@example.ch`;
      const user = (
        await franchisee()
          .post('auth/register', {
            email,
            password: null,
            firstname: 'Nora',
            lastname: 'Neu',
            companyId: company.id,
          })
          .expect(201)
      ).body as User;
      expect(user).toMatchObject({ companyId: company.id, roles: ['Company'], loginViaHash: true });

      const users = (await franchisee().get(`company/${company.id}/user`).expect(200))
        .body as CompanyUser[];
      expect(users).toEqual([
        { id: user.id, email, firstname: 'Nora', lastname: 'Neu', loginViaHash: true },
      ]);

      await franchisee().post(`company/${company.id}/user/${user.id}/login-link`).expect(201);
      const mail = await eventually(() => mailsWith(t.dataDir, `To: ${email}`)[0]);
      expect(mail).toContain('Neu Betrieb AG');
      const login = await request(t.server)
        .post('/api/v1/auth/authenticate')
        .send({ loginHash: loginHashOf(mail) })
        .expect(200);
      const token = login.body.token as string;
      expect((await as(token).get(`company/${company.id}`).expect(200)).body.name).toBe(
        'Neu Betrieb AG',
      );
      await as(token).get(`company/${cast.companyId}`).expect(403);
      // The link logs in once.
      await request(t.server)
        .post('/api/v1/auth/authenticate')
        .send({ loginHash: loginHashOf(mail) })
        .expect(401);
    });

    it("refuses a login link for another company's user and a franchisee's user without company", async () => {
      const company = await createCompany();
      await franchisee()
        .post(`company/${company.id}/user/${cast.userIds.company}/login-link`)
        .expect(404);
      await franchisee()
        .post('auth/register', {
          email: 'ohne.firma@example.ch',
          password: null,
          firstname: 'Otto',
          lastname: 'Ohne',
          companyId: null,
        })
        .expect(403);
    });
  });

  describe('company mails', () => {
    it('mails every company user exactly once even when sent twice with the same key, and logs it', async () => {
      const subject = `Booklets bestellen ${Date.now()}`;
      const body = {
        subject,
        body: 'Die neuen Booklets sind da.',
        linkText: 'Jetzt bestellen',
        linkType: 'partnerOrders',
      };
      const send = () =>
        as(cast.tokens.franchisee, 'en-US')
          .post('company-mail', body)
          .set('Idempotency-Key', `mail-${subject}`);
      const [first, second] = await Promise.all([send(), send()]);
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(first.body.message).toBe('Request to order booklets has been sent to all companies');
      expect(second.body).toEqual(first.body);

      const [row] = (await t.app.get(DataSource).query(
        `SELECT count(DISTINCT lower(email)) AS users, count(DISTINCT company_id) AS companies
           FROM app_user WHERE company_id IS NOT NULL`,
      )) as { users: string; companies: string }[];
      expect(first.body.numRecipients).toBe(Number(row!.users));
      expect(first.body.numCompanies).toBe(Number(row!.companies));

      const mails = await eventually(() => {
        const found = mailsWith(t.dataDir, subject);
        return found.length >= first.body.numRecipients ? found : undefined;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(mailsWith(t.dataDir, subject)).toHaveLength(first.body.numRecipients);
      const companyMail = mails.find((mail) => mail.includes('To: company@demo.ch'))!;
      expect(companyMail).toContain('Jetzt bestellen:');
      expect(companyMail).toContain('/dashboard/partner-orders?loginHash=');

      const log = (await franchisee().get('company-mail-log').expect(200)).body as CompanyMailLog[];
      expect(log.filter((entry) => entry.subject === subject)).toEqual([
        expect.objectContaining({
          subject,
          linkType: 'partnerOrders',
          numRecipients: first.body.numRecipients,
          mailSentAt: expect.any(String),
        }),
      ]);
    });

    it('answers in German and refuses a subject with a line break', async () => {
      const sent = await franchisee()
        .post('company-mail', {
          subject: 'Ohne Link',
          body: 'Hallo',
          linkText: '',
          linkType: 'none',
        })
        .expect(201);
      expect(sent.body.message).toBe('Die Bestellanfrage wurde an alle Betriebe gesendet');
      const refused = await as(cast.tokens.franchisee, 'en-US')
        .post('company-mail', { subject: 'a\nb', body: 'x', linkText: '', linkType: 'none' })
        .expect(400);
      expect(refused.body.errors).toContain('Subject must not contain line breaks');
    });
  });

  describe('who may', () => {
    it('gives Company users 403 on every staff route and their own company only', async () => {
      const company = as(cast.tokens.company);
      await company.get('company').expect(403);
      await company.post('company', companyBody()).expect(403);
      await company.put(`company/${cast.companyId}`, companyBody()).expect(403);
      await company.put(`company/${cast.companyId}/location-address`, {}).expect(403);
      await company.delete(`company/${cast.companyId}`).expect(403);
      await company.delete(`company/${cast.companyId}/contract`).expect(403);
      await company.get(`company/${cast.companyId}/user`).expect(403);
      await company
        .post(`company/${cast.companyId}/user/${cast.userIds.company}/login-link`)
        .expect(403);
      await company
        .post('company-mail', { subject: 'x', body: 'y', linkText: '', linkType: 'none' })
        .expect(403);
      await company.get('company-mail-log').expect(403);
      await company
        .post('auth/register', {
          email: 'selbst@example.ch',
          password: null,
          firstname: 'S',
          lastname: 'S',
          companyId: cast.companyId,
        })
        .expect(403);
      expect((await company.get(`company/${cast.companyId}`).expect(200)).body.id).toBe(
        cast.companyId,
      );
      await company.get(`company/${cast.otherCompanyId}`).expect(403);
      await as(null).get('company').expect(401);
    });
  });
});
