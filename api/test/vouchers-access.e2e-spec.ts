// Also on the embedded database: the staff list, made from a snapshot per data version that triggers raise.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { NotificationType, VoucherStateClass as S } from '@gb/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { bookletBody } from './support/booklet-season.fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  createVoucher,
  eventually,
  mailsWith,
  setVoucherState,
  voucherCast,
  type VoucherCast,
  type VoucherRole,
} from './support/voucher-workflow.fixture.js';

const texts = {
  voucherCategoryId: null,
  offerShort: 'Zwei Burger für einen',
  offerLong: 'Gültig am Mittag',
  openingHours: 'Mo–Sa 11–22 Uhr',
};

type Editor = 'admin' | 'designer' | 'responsible' | 'otherFranchisee' | 'company' | 'company2';

/** Spec section 4, "Voucher editability", as the product states it. */
function mayEdit(editor: Editor, state: S): boolean {
  switch (editor) {
    case 'admin':
      return true;
    case 'designer':
      return state === S.ApprovedVoucherResponsibleUser;
    case 'responsible':
      return state !== S.Deleted && state !== S.Finished;
    case 'company':
      return state === S.WaitingForApproval || state === S.Draft;
    default:
      return false;
  }
}

describe('voucher access', () => {
  let t: TestApp;
  let cast: VoucherCast;
  const dataDir = mkdtempSync(join(tmpdir(), 'gb-voucher-access-'));

  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '1000' });
    cast = await voucherCast(t);
  });

  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const as = (role: VoucherRole, locale = 'de-CH') => ({
    get: (path: string) =>
      request(t.server)
        .get(`/api/v1${path}`)
        .set('Authorization', `Bearer ${cast.tokens[role]}`)
        .set('Accept-Language', locale),
    send: (method: 'post' | 'put' | 'patch' | 'delete', path: string, body?: object) => {
      const agent = request(t.server);
      const call = agent[method](`/api/v1${path}`)
        .set('Authorization', `Bearer ${cast.tokens[role]}`)
        .set('Accept-Language', locale);
      return body ? call.send(body) : call;
    },
  });

  describe('the editability matrix', () => {
    let voucherId: number;
    const editors: Editor[] = [
      'admin',
      'designer',
      'responsible',
      'otherFranchisee',
      'company',
      'company2',
    ];
    // The franchisee acts both as the voucher's responsible user and, when someone else is
    // responsible, as any other franchisee.
    const tokenRole = (editor: Editor): VoucherRole =>
      editor === 'responsible' || editor === 'otherFranchisee' ? 'franchisee' : editor;

    beforeAll(async () => {
      voucherId = await createVoucher(t.server, cast);
    });

    it.each(Object.values(S).flatMap((state) => editors.map((editor) => ({ state, editor }))))(
      'in $state, $editor may edit: see the matrix',
      async ({ state, editor }) => {
        const responsible =
          editor === 'otherFranchisee' ? cast.userIds.superAdmin : cast.userIds.franchisee;
        await setVoucherState(t, voucherId, state, responsible);
        const expected = mayEdit(editor, state);
        const role = tokenRole(editor);
        const update = await as(role).send('put', `/voucher/${voucherId}`, {
          ...texts,
          responsibleUserId: responsible,
        });
        const address = await as(role).send('put', `/voucher/${voucherId}/address`, {
          city: 'Baden',
          lon: 8.3,
          lat: 47.47,
        });
        const detail = await as(role).get(`/voucher/${voucherId}`);
        if (editor === 'company2') {
          expect([update.status, address.status, detail.status]).toEqual([403, 403, 403]);
          expect(update.body.message).toBe(
            'Sie sind nicht berechtigt, diesen Gutschein anzusehen.',
          );
          return;
        }
        expect(detail.body.mayEdit).toBe(expected);
        expect([update.status, address.status]).toEqual(expected ? [200, 200] : [403, 403]);
        if (!expected) {
          expect(update.body.message).toBe(
            'Sie dürfen diesen Gutschein in seinem Status nicht bearbeiten',
          );
        }
      },
    );

    it("keeps the note for the graphic designer and the responsible user out of a company's hands", async () => {
      await setVoucherState(t, voucherId, S.Draft, cast.userIds.franchisee);
      await as('franchisee')
        .send('put', `/voucher/${voucherId}`, {
          ...texts,
          responsibleUserId: cast.userIds.franchisee,
          noteForGraphicDesigner: 'Logo links oben',
        })
        .expect(200);
      const companyView = await as('company')
        .send('put', `/voucher/${voucherId}`, {
          ...texts,
          offerShort: 'Zwei Burger, ein Preis',
          responsibleUserId: cast.userIds.admin,
          noteForGraphicDesigner: '',
        })
        .expect(200);
      expect(companyView.body.offerShort).toBe('Zwei Burger, ein Preis');
      expect(companyView.body.responsibleUserId).toBe(cast.userIds.franchisee);
      expect(companyView.body).not.toHaveProperty('noteForGraphicDesigner');
      const staffView = await as('designer').get(`/voucher/${voucherId}`).expect(200);
      expect(staffView.body.noteForGraphicDesigner).toBe('Logo links oben');
    });

    it('refuses a responsible user who holds none of the responsible roles', async () => {
      const response = await as('franchisee', 'en-US')
        .send('put', `/voucher/${voucherId}`, {
          ...texts,
          responsibleUserId: cast.userIds.designer,
        })
        .expect(400);
      expect(response.body.message).toBe('This user cannot be the responsible user');
    });
  });

  describe("company A never reaches company B's voucher", () => {
    let voucherId: number;
    let commentId: number;

    beforeAll(async () => {
      voucherId = await createVoucher(t.server, cast, { offerShort: 'Geheimes Angebot' });
      await setVoucherState(t, voucherId, S.Draft);
      const comment = await as('franchisee')
        .send('post', `/voucher/${voucherId}/comment`, {
          title: 'Für den Betrieb',
          text: 'Sichtbar',
          isCustomerVisible: true,
        })
        .expect(201);
      commentId = comment.body.id;
    });

    const routes = (): {
      name: string;
      method: 'get' | 'post' | 'put' | 'patch' | 'delete';
      path: string;
      body?: object;
    }[] => [
      { name: 'detail', method: 'get', path: `/voucher/${voucherId}` },
      {
        name: 'texts',
        method: 'put',
        path: `/voucher/${voucherId}`,
        body: { ...texts, responsibleUserId: null },
      },
      {
        name: 'address',
        method: 'put',
        path: `/voucher/${voucherId}/address`,
        body: { city: 'Zug' },
      },
      {
        name: 'state',
        method: 'patch',
        path: `/voucher/${voucherId}`,
        body: { newVoucherStateClass: S.ApprovedCompany },
      },
      { name: 'next states', method: 'get', path: `/voucher/${voucherId}/next-state` },
      { name: 'history', method: 'get', path: `/voucher/${voucherId}/state-change` },
      { name: 'comments', method: 'get', path: `/voucher/${voucherId}/comment` },
      {
        name: 'new comment',
        method: 'post',
        path: `/voucher/${voucherId}/comment`,
        body: { title: 'x', text: 'y' },
      },
      {
        name: 'comment change',
        method: 'put',
        path: `/voucher/${voucherId}/comment/${commentId}`,
        body: { title: 'x', text: 'y' },
      },
      { name: 'booklets', method: 'get', path: `/voucher/${voucherId}/booklet-id` },
      {
        name: 'add booklet',
        method: 'post',
        path: `/voucher/${voucherId}/booklet-id`,
        body: { bookletId: cast.bookletId },
      },
      {
        name: 'remove booklet',
        method: 'delete',
        path: `/voucher/${voucherId}/booklet-id/${cast.bookletId}`,
      },
      { name: 'favourite', method: 'post', path: `/voucher/${voucherId}/favorite`, body: {} },
      { name: 'unfavourite', method: 'delete', path: `/voucher/${voucherId}/favorite` },
      {
        name: 'approval mail',
        method: 'post',
        path: `/voucher/${voucherId}/approval-mail`,
        body: {},
      },
    ];

    it.each(Array.from({ length: 15 }, (_, index) => index))(
      'route %i is 403 and changes nothing',
      async (index) => {
        const route = routes()[index]!;
        const response =
          route.method === 'get'
            ? await as('company2').get(route.path)
            : await as('company2').send(route.method, route.path, route.body);
        expect([route.name, response.status]).toEqual([route.name, 403]);
        expect(JSON.stringify(response.body)).not.toContain('Geheimes Angebot');
      },
    );

    it('leaves everything as it was after the refused calls', async () => {
      const detail = await as('company').get(`/voucher/${voucherId}`).expect(200);
      expect(detail.body).toMatchObject({
        stateClass: S.Draft,
        offerShort: 'Geheimes Angebot',
        inBookletIds: [cast.bookletId],
      });
      const comments = await as('company').get(`/voucher/${voucherId}/comment`).expect(200);
      expect(comments.body.map((c: { title: string }) => c.title)).toEqual(['Für den Betrieb']);
      const favourites = await t.app
        .get(DataSource)
        .query('SELECT 1 FROM voucher_favorite WHERE voucher_id = $1', [voucherId]);
      expect(favourites).toEqual([]);
    });

    it("lists only the caller's company's vouchers, whatever the filters say", async () => {
      const all = await as('company2').get('/voucher?pageSize=500').expect(200);
      expect(all.body.items.length).toBeGreaterThan(0);
      expect(
        all.body.items.every((v: { companyId: number }) => v.companyId === cast.otherCompanyId),
      ).toBe(true);
      const asked = await as('company2')
        .get(`/voucher?companyId=${cast.companyId}&fulltext=Geheimes`)
        .expect(200);
      expect(asked.body).toMatchObject({ items: [], total: 0, stateCounts: {} });
    });

    it('answers an unknown voucher with 404', async () => {
      await as('company2').get('/voucher/999999').expect(404);
      await as('franchisee')
        .send('patch', '/voucher/999999', { newVoucherStateClass: S.Draft })
        .expect(404);
    });
  });

  describe('the list', () => {
    it('filters by state, favourite and text, and counts per state', async () => {
      const id = await createVoucher(t.server, cast, { offerShort: 'Fondue Unikat4711' });
      await setVoucherState(t, id, S.GoodForPrintingCreated);
      await as('company').send('post', `/voucher/${id}/favorite`, {}).expect(204);
      const found = await as('company')
        .get('/voucher?favorite=true&fulltext=unikat4711&stateClass=GoodForPrintingCreated')
        .expect(200);
      expect(found.body.items).toEqual([
        expect.objectContaining({ id, isFavorite: true, stateClass: S.GoodForPrintingCreated }),
      ]);
      expect(found.body.total).toBe(1);
      expect(found.body.stateCounts).toEqual({ GoodForPrintingCreated: 1 });
      const others = await as('franchisee').get(`/voucher?fulltext=unikat4711`).expect(200);
      // Favourites belong to the user who marked them.
      expect(others.body.items[0]).toMatchObject({ id, isFavorite: false });
      const detail = await as('company').get(`/voucher/${id}`).expect(200);
      expect(detail.body.isFavorite).toBe(true);
      await as('company').send('delete', `/voucher/${id}/favorite`).expect(204);
      const none = await as('company')
        .get('/voucher?favorite=true&fulltext=unikat4711')
        .expect(200);
      expect(none.body.total).toBe(0);
    });

    it('sorts by category priority, then company name, and pages', async () => {
      const first = await as('franchisee').get('/voucher?pageSize=3').expect(200);
      const second = await as('franchisee').get('/voucher?pageSize=3&page=2').expect(200);
      const all = await as('franchisee').get('/voucher?pageSize=6').expect(200);
      expect([...first.body.items, ...second.body.items].map((v: { id: number }) => v.id)).toEqual(
        all.body.items.map((v: { id: number }) => v.id),
      );
      expect(first.body.total).toBe(
        Object.values(first.body.stateCounts as Record<string, number>).reduce((a, b) => a + b, 0),
      );
    });

    it('shows the vouchers of archived booklets only when asked', async () => {
      const dataSource = t.app.get(DataSource);
      const id = await createVoucher(t.server, cast, { offerShort: 'Altes Angebot' });
      await dataSource.query('UPDATE booklet SET state = 100 WHERE id = $1', [cast.bookletId]);
      try {
        const current = await as('franchisee').get('/voucher?fulltext=Altes%20Angebot').expect(200);
        const archived = await as('franchisee')
          .get('/voucher?archived=true&fulltext=Altes%20Angebot')
          .expect(200);
        expect([current.body.total, archived.body.items[0]?.id]).toEqual([0, id]);
      } finally {
        await dataSource.query('UPDATE booklet SET state = 0 WHERE id = $1', [cast.bookletId]);
      }
    });

    it("names a voucher's booklets by region and year, also a booklet the company may not read", async () => {
      const region = await as('admin')
        .send('post', '/region', { name: 'Aarau Entwurf' })
        .expect(201);
      // A draft whose pre-order date is still ahead: no company may open it.
      const year = new Date().getFullYear() + 1;
      const draft = await as('franchisee')
        .send('post', '/booklet', {
          ...bookletBody(region.body.id, year),
          preOrderFromDate: `${year}-06-01`,
          orderFromDate: `${year}-07-01`,
        })
        .expect(201);
      await as('company').get(`/booklet/${draft.body.id}`).expect(403);
      const id = await createVoucher(t.server, cast, {
        offerShort: 'Entwurf Unikat8812',
        bookletId: draft.body.id,
      });
      const named = async () =>
        (await as('company').get('/voucher?fulltext=unikat8812').expect(200)).body.items;
      expect(await named()).toEqual([
        expect.objectContaining({
          id,
          inBookletIds: [draft.body.id],
          inBooklets: [{ id: draft.body.id, regionName: 'Aarau Entwurf', year }],
        }),
      ]);
      // The voucher's own page names them the same way.
      expect((await as('company').get(`/voucher/${id}`).expect(200)).body.inBooklets).toEqual([
        { id: draft.body.id, regionName: 'Aarau Entwurf', year },
      ]);
      // A renamed region is named anew at once.
      await as('admin').send('put', `/region/${region.body.id}`, { name: 'Aarau Neu' }).expect(200);
      expect((await named())[0].inBooklets).toEqual([
        { id: draft.body.id, regionName: 'Aarau Neu', year },
      ]);
    });

    it('tells a wrong filter by its name in both languages', async () => {
      const german = await as('franchisee').get('/voucher?stateClass=Lost').expect(400);
      expect(german.body.errors).toEqual(['Status ist ungültig']);
      const english = await as('franchisee', 'en-US').get('/voucher?pageSize=9999').expect(400);
      expect(english.body.errors).toEqual(['Page size is invalid']);
    });
  });

  describe('comments', () => {
    it('keeps staff comments from the company and mails each notification to its person', async () => {
      const id = await createVoucher(t.server, cast, { offerShort: 'Kommentiertes Angebot' });
      await as('franchisee')
        .send('post', `/voucher/${id}/comment`, {
          title: 'Intern',
          text: 'Nur für uns',
          notificationType: NotificationType.GraphicsDesigner,
        })
        .expect(201);
      const customer = await as('franchisee')
        .send('post', `/voucher/${id}/comment`, {
          title: 'Ihr Logo',
          text: 'Bitte als SVG senden',
          notificationType: NotificationType.Customer,
          isCustomerVisible: true,
        })
        .expect(201);
      const fromCompany = await as('company')
        .send('post', `/voucher/${id}/comment`, {
          title: 'Logo folgt',
          text: 'Morgen',
          notificationType: NotificationType.Responsible,
        })
        .expect(201);
      expect(fromCompany.body).toMatchObject({
        isCustomerVisible: true,
        username: 'company@demo.ch',
      });

      const companyThread = await as('company').get(`/voucher/${id}/comment`).expect(200);
      expect(companyThread.body.map((c: { title: string }) => c.title)).toEqual([
        'Ihr Logo',
        'Logo folgt',
      ]);
      const staffThread = await as('designer').get(`/voucher/${id}/comment`).expect(200);
      expect(staffThread.body.map((c: { title: string }) => c.title)).toEqual([
        'Intern',
        'Ihr Logo',
        'Logo folgt',
      ]);

      await eventually(() => mailsWith(dataDir, 'designer@demo.ch', 'Nur für uns')[0]);
      await eventually(
        () =>
          mailsWith(
            dataDir,
            'company@demo.ch',
            'Bitte als SVG senden',
            `/dashboard/vouchers/${id}`,
          )[0],
      );
      await eventually(() => mailsWith(dataDir, 'franchisee@demo.ch', 'Morgen')[0]);
      expect(mailsWith(dataDir, 'company@demo.ch', 'Nur für uns')).toEqual([]);

      // A company user cannot reach a staff comment, nor change another's.
      const internalId = staffThread.body[0].id;
      await as('company')
        .send('put', `/voucher/${id}/comment/${internalId}`, { title: 'x', text: 'y' })
        .expect(404);
      const notAuthor = await as('company', 'en-US')
        .send('put', `/voucher/${id}/comment/${customer.body.id}`, { title: 'x', text: 'y' })
        .expect(403);
      expect(notAuthor.body.message).toBe(
        'Only the author or a franchisee may change this comment',
      );
      const edited = await as('franchisee')
        .send('put', `/voucher/${id}/comment/${fromCompany.body.id}`, {
          title: 'Logo folgt',
          text: 'Übermorgen',
        })
        .expect(200);
      expect(edited.body).toMatchObject({ text: 'Übermorgen', isCustomerVisible: true });
    });

    it('refuses a comment to the company that the company may not read', async () => {
      const id = await createVoucher(t.server, cast);
      const response = await as('franchisee', 'en-US')
        .send('post', `/voucher/${id}/comment`, {
          title: 'Hallo',
          text: 'Welt',
          notificationType: NotificationType.Customer,
        })
        .expect(400);
      expect(response.body.errors).toEqual([
        'A comment mailed to the company must be visible to the company',
      ]);
    });
  });

  describe('booklets', () => {
    it('adds and removes booklets, the first becoming the voucher’s own', async () => {
      const [other] = (await t.app
        .get(DataSource)
        .query('SELECT id FROM booklet WHERE id <> $1 ORDER BY id LIMIT 1', [cast.bookletId])) as {
        id: number;
      }[];
      const id = await createVoucher(t.server, cast, { bookletId: null });
      const added = await as('franchisee')
        .send('post', `/voucher/${id}/booklet-id`, { bookletId: other!.id })
        .expect(201);
      expect(added.body).toEqual([other!.id]);
      await as('franchisee')
        .send('post', `/voucher/${id}/booklet-id`, { bookletId: cast.bookletId })
        .expect(201);
      const detail = await as('company').get(`/voucher/${id}`).expect(200);
      expect(detail.body).toMatchObject({
        bookletId: other!.id,
        inBookletIds: [cast.bookletId, other!.id].sort((a, b) => a - b),
      });
      const left = await as('franchisee')
        .send('delete', `/voucher/${id}/booklet-id/${other!.id}`)
        .expect(200);
      expect(left.body).toEqual([cast.bookletId]);
      expect((await as('company').get(`/voucher/${id}`)).body.bookletId).toBe(cast.bookletId);
      await as('company')
        .send('post', `/voucher/${id}/booklet-id`, { bookletId: other!.id })
        .expect(403);
      await as('franchisee')
        .send('post', `/voucher/${id}/booklet-id`, { bookletId: 999999 })
        .expect(400);
    });
  });

  describe('bad bodies', () => {
    it.each([
      ['de-CH', ['Firma darf nicht leer sein.', 'Angebot kurz darf nicht leer sein.']],
      ['en-US', ['Company is required', 'Short offer is required']],
    ])('names every wrong field of a new voucher in %s', async (locale, errors) => {
      const response = await as('franchisee', locale)
        .send('post', '/voucher', {
          responsibleUserId: null,
          voucherCategoryId: null,
          offerShort: ' ',
        })
        .expect(400);
      expect(response.body.errors).toEqual(errors);
    });

    it.each([
      ['de-CH', ['PLZ muss gültige PLZ sein.', 'Längengrad muss in der Schweiz liegen']],
      ['en-US', ['Zip has to be a valid zip', 'Longitude must lie inside Switzerland']],
    ])('refuses a map position outside Switzerland in %s', async (locale, errors) => {
      const id = await createVoucher(t.server, cast);
      const response = await as('franchisee', locale)
        .send('put', `/voucher/${id}/address`, { zip: '0123', lon: 2.35, lat: 47.1 })
        .expect(400);
      expect(response.body.errors).toEqual(errors);
    });

    it.each([
      ['de-CH', ['Status ist ungültig', 'Login-Link-Vorlage ist ungültig']],
      ['en-US', ['State is invalid', 'Login link template is invalid']],
    ])(
      'refuses an unknown state and a link without its login hash in %s',
      async (locale, errors) => {
        const id = await createVoucher(t.server, cast);
        const response = await as('franchisee', locale)
          .send('patch', `/voucher/${id}`, {
            newVoucherStateClass: 'Lost',
            loginUrlTemplate: '/dashboard/vouchers',
          })
          .expect(400);
        expect(response.body.errors).toEqual(errors);
      },
    );

    it('refuses a company that does not exist', async () => {
      const response = await as('franchisee', 'en-US')
        .send('post', '/voucher', {
          companyId: 999999,
          responsibleUserId: null,
          voucherCategoryId: null,
          offerShort: 'x',
        })
        .expect(400);
      expect(response.body.message).toBe('This company does not exist');
    });
  });

  describe('the demo data', () => {
    it('gives the franchisee vouchers in every state, each with its history', async () => {
      const list = await as('franchisee').get('/voucher?pageSize=1').expect(200);
      expect(Object.keys(list.body.stateCounts).sort()).toEqual(Object.values(S).sort());
      const [voucher] = list.body.items;
      const history = await as('franchisee').get(`/voucher/${voucher.id}/state-change`).expect(200);
      expect(history.body[0].toState).toBe(voucher.stateClass);
      expect(history.body.at(-1).fromState).toBeNull();
    });

    it.each([
      ['company', S.WaitingForApproval, 'iAmInNoChanges'],
      ['company2', S.GoodForPrintingCreated, 'goodForPrintingOk'],
    ] as const)('gives %s a voucher waiting on its answer', async (role, state, action) => {
      const list = await as(role).get(`/voucher?stateClass=${state}`).expect(200);
      expect(list.body.total).toBeGreaterThan(0);
      const id = list.body.items[0].id;
      const next = await as(role).get(`/voucher/${id}/next-state`).expect(200);
      expect(next.body[0].action).toBe(action);
      const history = await as(role).get(`/voucher/${id}/state-change`).expect(200);
      expect(history.body.length).toBeGreaterThan(1);
    });

    it('gives every voucher whose GzD went to the company its proof, approved where the company said GzD ok', async () => {
      // The demo history: each voucher at or past "Prüfung GzD durch Betrieb" was sent there.
      const [{ sent, without }] = (await t.app.get(DataSource).query(
        `SELECT count(*)::int AS sent,
                count(*) FILTER (WHERE NOT EXISTS
                  (SELECT 1 FROM voucher_proof p WHERE p.voucher_id = v.id))::int AS without
           FROM voucher v
          WHERE EXISTS (SELECT 1 FROM voucher_state_change c
                         WHERE c.voucher_id = v.id AND c.to_state = 'GoodForPrintingCreated')`,
      )) as { sent: number; without: number }[];
      expect(sent).toBeGreaterThan(100);
      expect(without).toBe(0);
      const waiting = await as('company2').get('/voucher?stateClass=GoodForPrintingCreated');
      const proofs = await as('company2')
        .get(`/voucher/${waiting.body.items[0].id}/proof`)
        .expect(200);
      expect(proofs.body.versions).toMatchObject([
        { version: 1, uploadedByName: 'designer@demo.ch', hasPreview: true, decisions: [] },
      ]);
      const [approved] = (await t.app
        .get(DataSource)
        .query(
          `SELECT voucher_id AS id FROM voucher_state_change WHERE to_state = 'GoodForPrintingApproved' LIMIT 1`,
        )) as { id: number }[];
      const approvedProofs = await as('franchisee')
        .get(`/voucher/${approved!.id}/proof`)
        .expect(200);
      expect(approvedProofs.body.versions[0].decisions).toMatchObject([
        { approved: true, termsAccepted: true },
      ]);
    });

    it("shows a company its comments but not the staff's notes", async () => {
      const drafts = await as('company2').get('/voucher?stateClass=GoodForPrintingCreated');
      const comments = await as('company2')
        .get(`/voucher/${drafts.body.items[0].id}/comment`)
        .expect(200);
      expect(comments.body.map((c: { title: string }) => c.title)).toEqual([
        'Gut zum Druck bereit',
      ]);
      const designerWork = await as('designer')
        .get('/voucher?stateClass=ApprovedVoucherResponsibleUser')
        .expect(200);
      expect(designerWork.body.total).toBeGreaterThan(0);
    });
  });

  it('lists the possible responsible users for every logged-in dashboard user', async () => {
    const response = await as('company').get('/user/responsible').expect(200);
    const emails = response.body.map((user: { email: string }) => user.email);
    expect(emails).toEqual(
      expect.arrayContaining(['superadmin@demo.ch', 'admin@demo.ch', 'franchisee@demo.ch']),
    );
    expect(emails).not.toContain('designer@demo.ch');
    expect(emails).not.toContain('company@demo.ch');
    expect(response.body[0]).toEqual({
      id: expect.any(Number),
      email: expect.any(String),
      firstname: expect.any(String),
      lastname: expect.any(String),
    });
  });
});
