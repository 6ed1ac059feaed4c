// Also on the embedded database: state changes under a row lock, and the list version raised by triggers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { VoucherStateClass as S, type VoucherActionKey } from '@gb/contracts';
import request from 'supertest';

import { startTestApp, type TestApp } from './support/test-app.js';
import {
  createVoucher,
  eventually,
  loginHashOf,
  mailsArriving,
  mailsWith,
  setVoucherState,
  uploadProof,
  voucherCast,
  VOUCHER_ROLES,
  type VoucherCast,
  type VoucherRole,
} from './support/voucher-workflow.fixture.js';

type Actor = 'franchisee' | 'designer' | 'company';

/**
 * DESIGN.md "Voucher workflow", written out here as the product states it: who may take which
 * action from which states (Admin and SuperAdmin may take all; "company" is a user of the
 * voucher's own company); `proof`: only once the voucher has a proof (GzD) version.
 */
const WORKFLOW: { action: VoucherActionKey; from: S[]; to: S; who: Actor[]; proof?: true }[] = [
  {
    action: 'requestApproval',
    from: [S.Created, S.SystemCreated],
    to: S.WaitingForApproval,
    who: ['franchisee'],
  },
  {
    action: 'editWithoutApproval',
    from: [S.Created, S.SystemCreated],
    to: S.Draft,
    who: ['franchisee'],
  },
  {
    action: 'iAmInNoChanges',
    from: [S.WaitingForApproval],
    to: S.ApprovedCompany,
    who: ['company', 'franchisee'],
  },
  {
    action: 'iAmInWishingChanges',
    from: [S.WaitingForApproval],
    to: S.Draft,
    who: ['company', 'franchisee'],
  },
  {
    action: 'iAmNotIn',
    from: [S.WaitingForApproval, S.Draft],
    to: S.Declined,
    who: ['company', 'franchisee'],
  },
  {
    action: 'finishEnteringData',
    from: [S.Draft],
    to: S.ApprovedCompany,
    who: ['company', 'franchisee'],
  },
  { action: 'dataNotOk', from: [S.ApprovedCompany], to: S.Draft, who: ['franchisee'] },
  {
    action: 'releaseForGraphicDesigner',
    from: [S.ApprovedCompany],
    to: S.ApprovedVoucherResponsibleUser,
    who: ['franchisee'],
  },
  {
    action: 'goodForPrintingNotPossible',
    from: [S.ApprovedVoucherResponsibleUser],
    to: S.Draft,
    who: ['designer', 'franchisee'],
  },
  {
    action: 'readyForShipment',
    from: [S.ApprovedVoucherResponsibleUser],
    to: S.GoodForPrintingInProgress,
    who: ['designer', 'franchisee'],
  },
  {
    action: 'sendGoodForPrinting',
    from: [S.GoodForPrintingInProgress],
    to: S.GoodForPrintingCreated,
    who: ['franchisee'],
    proof: true,
  },
  {
    action: 'goodForPrintingOk',
    from: [S.GoodForPrintingCreated],
    to: S.GoodForPrintingApproved,
    who: ['company', 'franchisee'],
    proof: true,
  },
  {
    action: 'goodForPrintingNotOk',
    from: [S.GoodForPrintingCreated],
    to: S.ApprovedVoucherResponsibleUser,
    who: ['company', 'franchisee'],
  },
  {
    action: 'changeOffer',
    from: [
      S.ApprovedCompany,
      S.ApprovedVoucherResponsibleUser,
      S.GoodForPrintingInProgress,
      S.GoodForPrintingCreated,
      S.GoodForPrintingApproved,
    ],
    to: S.Draft,
    who: ['company', 'franchisee'],
  },
  { action: 'finish', from: [S.GoodForPrintingApproved], to: S.Finished, who: ['franchisee'] },
  {
    action: 'removeFromBooklet',
    from: Object.values(S).filter(
      (s) => ![S.Deleted, S.Finished, S.ToDeleteFromBooklet].includes(s),
    ),
    to: S.ToDeleteFromBooklet,
    who: ['franchisee'],
  },
  {
    action: 'deletedInGoodForPrinting',
    from: [S.ToDeleteFromBooklet],
    to: S.Deleted,
    who: ['designer', 'franchisee'],
  },
  {
    action: 'delete',
    from: [S.Created, S.SystemCreated, S.WaitingForApproval, S.Draft, S.Declined],
    to: S.Deleted,
    who: ['franchisee'],
  },
  { action: 'restore', from: [S.Declined, S.Deleted], to: S.Draft, who: ['franchisee'] },
];

/** Whether the DESIGN table lets this demo role take the action on a voucher of company@demo.ch. */
function allowed(role: VoucherRole, who: Actor[]): boolean {
  if (role === 'superAdmin' || role === 'admin') return true;
  if (role === 'company2') return false;
  return who.includes(role);
}

const CASES = WORKFLOW.flatMap(({ action, from, to, who, proof }) =>
  from.flatMap((state) =>
    VOUCHER_ROLES.map((role) => ({
      action,
      from: state,
      to,
      role,
      allowed: allowed(role, who),
      needsProof: proof === true,
    })),
  ),
);

/** The steps a role is offered in a state, by the table; without a proof, none that needs one. */
function offered(state: S, role: VoucherRole, hasProof: boolean): VoucherActionKey[] {
  return WORKFLOW.filter(
    (row) => row.from.includes(state) && allowed(role, row.who) && (hasProof || !row.proof),
  ).map((row) => row.action);
}

const NO_PROOF = {
  'de-CH':
    'Dieser Gutschein hat noch kein GzD: ohne GzD kann es weder versendet noch freigegeben werden',
  'en-US': 'This voucher has no proof (GzD) yet: without one it can neither be sent nor approved',
};

describe('the voucher workflow', () => {
  let t: TestApp;
  let cast: VoucherCast;
  let voucherId: number;
  const dataDir = mkdtempSync(join(tmpdir(), 'gb-voucher-workflow-'));

  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '1000' });
    cast = await voucherCast(t);
    voucherId = await createVoucher(t.server, cast);
    await uploadProof(t.server, cast.tokens.designer, voucherId);
  });

  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const patch = (id: number, role: VoucherRole, body: object, locale = 'de-CH') =>
    request(t.server)
      .patch(`/api/v1/voucher/${id}`)
      .set('Authorization', `Bearer ${cast.tokens[role]}`)
      .set('Accept-Language', locale)
      .send(body);

  describe('takes every transition of the table for exactly the roles it names', () => {
    it.each(CASES)(
      '$action from $from by $role: allowed $allowed',
      async ({ action, from, to, role, allowed: isAllowed }) => {
        await setVoucherState(t, voucherId, from);
        const response = await patch(voucherId, role, {
          newVoucherStateClass: to,
          action,
          termsAccepted: true,
        });
        if (isAllowed) {
          expect([response.status, response.body.stateClass]).toEqual([200, to]);
        } else {
          expect(response.status).toBe(403);
          expect(response.body.message).toBe(
            role === 'company2'
              ? 'Sie sind nicht berechtigt, diesen Gutschein anzusehen.'
              : 'Dieser Statuswechsel ist nicht erlaubt',
          );
        }
      },
    );
  });

  describe('offers each role exactly its steps, preferred forward step first', () => {
    it.each(Object.values(S).flatMap((state) => VOUCHER_ROLES.map((role) => ({ state, role }))))(
      'next-state in $state for $role',
      async ({ state, role }) => {
        await setVoucherState(t, voucherId, state);
        const response = await request(t.server)
          .get(`/api/v1/voucher/${voucherId}/next-state`)
          .set('Authorization', `Bearer ${cast.tokens[role]}`);
        if (role === 'company2') {
          expect(response.status).toBe(403);
          return;
        }
        expect(response.status).toBe(200);
        const expected = offered(state, role, true);
        const actions = (response.body as { action: VoucherActionKey }[]).map((n) => n.action);
        expect([...actions].sort()).toEqual([...expected].sort());
        const targets = (response.body as { stateClass: S }[]).map((n) => n.stateClass);
        const last = targets.filter((target) => target === S.Declined || target === S.Deleted);
        expect(targets.slice(targets.length - last.length)).toEqual(last);
      },
    );

    it('lists the approval answers of a waiting voucher in the order of the specification', async () => {
      await setVoucherState(t, voucherId, S.WaitingForApproval);
      const response = await request(t.server)
        .get(`/api/v1/voucher/${voucherId}/next-state`)
        .set('Authorization', `Bearer ${cast.tokens.company}`)
        .expect(200);
      expect(response.body).toEqual([
        { stateClass: S.ApprovedCompany, action: 'iAmInNoChanges', requiresTermsAcceptance: false },
        { stateClass: S.Draft, action: 'iAmInWishingChanges', requiresTermsAcceptance: false },
        { stateClass: S.Declined, action: 'iAmNotIn', requiresTermsAcceptance: false },
      ]);
    });
  });

  describe('good-for-printing without a proof', () => {
    let proofless: number;

    beforeAll(async () => {
      proofless = await createVoucher(t.server, cast, { offerShort: 'Noch ohne GzD' });
    });

    const history = async (id: number) =>
      (
        await request(t.server)
          .get(`/api/v1/voucher/${id}/state-change`)
          .set('Authorization', `Bearer ${cast.tokens.franchisee}`)
          .expect(200)
      ).body as { toState: S }[];

    it.each(CASES.filter((row) => row.needsProof && row.allowed))(
      'refuses $action from $from by $role with 409 in both languages, and stays',
      async ({ action, from, to, role }) => {
        await setVoucherState(t, proofless, from);
        for (const locale of ['de-CH', 'en-US'] as const) {
          const response = await patch(
            proofless,
            role,
            { newVoucherStateClass: to, action, termsAccepted: true },
            locale,
          );
          expect([response.status, response.body.message]).toEqual([409, NO_PROOF[locale]]);
        }
        expect((await history(proofless)).map((row) => row.toState)).not.toContain(to);
      },
    );

    it.each(
      Object.values(S).flatMap((state) =>
        VOUCHER_ROLES.filter((role) => role !== 'company2').map((role) => ({ state, role })),
      ),
    )(
      'leaves the steps that need a proof off next-state in $state for $role',
      async ({ state, role }) => {
        await setVoucherState(t, proofless, state);
        const response = await request(t.server)
          .get(`/api/v1/voucher/${proofless}/next-state`)
          .set('Authorization', `Bearer ${cast.tokens[role]}`)
          .expect(200);
        const actions = (response.body as { action: VoucherActionKey }[]).map((n) => n.action);
        expect([...actions].sort()).toEqual([...offered(state, role, false)].sort());
      },
    );

    it('offers sending the GzD and "GzD ok" first once a proof is uploaded', async () => {
      const id = await createVoucher(t.server, cast);
      const next = async (role: VoucherRole) =>
        (
          await request(t.server)
            .get(`/api/v1/voucher/${id}/next-state`)
            .set('Authorization', `Bearer ${cast.tokens[role]}`)
            .expect(200)
        ).body as { action: VoucherActionKey; requiresTermsAcceptance: boolean }[];
      await setVoucherState(t, id, S.GoodForPrintingInProgress);
      expect((await next('franchisee')).map((n) => n.action)).toEqual([
        'changeOffer',
        'removeFromBooklet',
      ]);
      await uploadProof(t.server, cast.tokens.designer, id);
      expect((await next('franchisee'))[0]!.action).toBe('sendGoodForPrinting');
      await patch(id, 'franchisee', { newVoucherStateClass: S.GoodForPrintingCreated }).expect(200);
      expect((await next('company'))[0]).toEqual({
        stateClass: S.GoodForPrintingApproved,
        action: 'goodForPrintingOk',
        requiresTermsAcceptance: true,
      });
    });
  });

  describe('side effects', () => {
    const template = (id: number) => `/dashboard/vouchers/${id}?loginHash={loginHash}`;

    it('mails the company a one-time login link with the approval request', async () => {
      const id = await createVoucher(t.server, cast, { offerShort: 'Zwei Glace für eine' });
      await patch(id, 'franchisee', {
        newVoucherStateClass: S.WaitingForApproval,
        loginUrlTemplate: template(id),
      }).expect(200);
      const [mail] = await mailsArriving(
        dataDir,
        'company@demo.ch',
        `/dashboard/vouchers/${id}?loginHash=`,
      );
      expect(mail).toContain('Zwei Glace für eine');
      expect(mail).toContain('Guten Tag Marco Bianchi');
      const loginHash = loginHashOf(mail!);
      const first = await request(t.server)
        .post('/api/v1/auth/authenticate')
        .send({ loginHash })
        .expect(200);
      // The link logs in the company's user, who then answers the request.
      await request(t.server)
        .patch(`/api/v1/voucher/${id}`)
        .set('Authorization', `Bearer ${first.body.token}`)
        .send({ newVoucherStateClass: S.Draft, action: 'iAmInWishingChanges' })
        .expect(200);
      await request(t.server).post('/api/v1/auth/authenticate').send({ loginHash }).expect(401);
    });

    it('writes every step to the history with who took it, newest first', async () => {
      const id = await createVoucher(t.server, cast);
      await patch(id, 'franchisee', { newVoucherStateClass: S.Draft }).expect(200);
      await patch(id, 'company', { newVoucherStateClass: S.ApprovedCompany }).expect(200);
      const response = await request(t.server)
        .get(`/api/v1/voucher/${id}/state-change`)
        .set('Authorization', `Bearer ${cast.tokens.company}`)
        .expect(200);
      expect(
        response.body.map((row: { username: string; fromState: S; toState: S }) => [
          row.username,
          row.fromState,
          row.toState,
        ]),
      ).toEqual([
        ['company@demo.ch', S.Draft, S.ApprovedCompany],
        ['franchisee@demo.ch', S.Created, S.Draft],
        ['franchisee@demo.ch', null, S.Created],
      ]);
      expect(response.body[0].userId).toBe(cast.userIds.company);
      expect(Date.parse(response.body[0].changeDate)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('asks for the terms before "good-for-printing ok" and records who accepted them when', async () => {
      const id = await createVoucher(t.server, cast);
      await uploadProof(t.server, cast.tokens.designer, id);
      await setVoucherState(t, id, S.GoodForPrintingCreated);
      const refused = await patch(
        id,
        'company',
        { newVoucherStateClass: S.GoodForPrintingApproved },
        'en-US',
      ).expect(400);
      expect(refused.body.message).toBe('Please accept the terms and conditions');
      const before = Date.now();
      const accepted = await patch(id, 'company', {
        newVoucherStateClass: S.GoodForPrintingApproved,
        termsAccepted: true,
      }).expect(200);
      expect(accepted.body.termsAcceptedByUserId).toBe(cast.userIds.company);
      expect(Date.parse(accepted.body.termsAcceptedAt)).toBeGreaterThanOrEqual(before - 1000);
    });

    it.each([
      ['dataNotOk', S.ApprovedCompany, 'franchisee', 'Die Angaben zu Ihrem Gutschein'],
      [
        'goodForPrintingNotPossible',
        S.ApprovedVoucherResponsibleUser,
        'designer',
        'können wir das Gut zum Druck noch nicht erstellen',
      ],
      [
        'sendGoodForPrinting',
        S.GoodForPrintingInProgress,
        'franchisee',
        'Das Gut zum Druck Ihres Gutscheins',
      ],
    ] as const)('mails the company with a login link on %s', async (action, from, role, words) => {
      const offer = `Angebot ${action}`;
      const id = await createVoucher(t.server, cast, { offerShort: offer });
      await uploadProof(t.server, cast.tokens.designer, id);
      await setVoucherState(t, id, from);
      const target = action === 'sendGoodForPrinting' ? S.GoodForPrintingCreated : S.Draft;
      await patch(id, role, {
        newVoucherStateClass: target,
        action,
        loginUrlTemplate: template(id),
      }).expect(200);
      const [mail] = await mailsArriving(dataDir, 'company@demo.ch', offer, words);
      await request(t.server)
        .post('/api/v1/auth/authenticate')
        .send({ loginHash: loginHashOf(mail!) })
        .expect(200);
    });

    it('sends the approval mail again on request, and refuses when no mail is waited on', async () => {
      const id = await createVoucher(t.server, cast, { offerShort: 'Nochmals bitte' });
      await setVoucherState(t, id, S.WaitingForApproval);
      const resent = await request(t.server)
        .post(`/api/v1/voucher/${id}/approval-mail`)
        .set('Authorization', `Bearer ${cast.tokens.franchisee}`)
        .send({ loginUrlTemplate: template(id) })
        .expect(200);
      expect(resent.body).toEqual({ sent: 1 });
      await eventually(() => mailsWith(dataDir, 'company@demo.ch', 'Nochmals bitte')[0]);
      await setVoucherState(t, id, S.Draft);
      const refused = await request(t.server)
        .post(`/api/v1/voucher/${id}/approval-mail`)
        .set('Authorization', `Bearer ${cast.tokens.franchisee}`)
        .set('Accept-Language', 'en-US')
        .send({})
        .expect(409);
      expect(refused.body.message).toBe('No mail is waiting for the company in this state');
    });
  });

  describe('a stale state', () => {
    it('refuses a change made on a state that moved on meanwhile (409), in the body or If-Match', async () => {
      const id = await createVoucher(t.server, cast);
      await patch(id, 'franchisee', { newVoucherStateClass: S.WaitingForApproval }).expect(200);
      // The company's screen still shows Created.
      const stale = await patch(
        id,
        'franchisee',
        { newVoucherStateClass: S.Draft, fromStateClass: S.Created },
        'en-US',
      ).expect(409);
      expect(stale.body.message).toBe(
        "The voucher's state has changed in the meantime, please reload",
      );
      await request(t.server)
        .patch(`/api/v1/voucher/${id}`)
        .set('Authorization', `Bearer ${cast.tokens.company}`)
        .set('If-Match', '"Created"')
        .send({ newVoucherStateClass: S.ApprovedCompany })
        .expect(409);
      const fresh = await request(t.server)
        .patch(`/api/v1/voucher/${id}`)
        .set('Authorization', `Bearer ${cast.tokens.company}`)
        .set('If-Match', '"WaitingForApproval"')
        .send({ newVoucherStateClass: S.ApprovedCompany })
        .expect(200);
      expect(fresh.body.stateClass).toBe(S.ApprovedCompany);
    });

    it('lets only one of two simultaneous changes from the same state through', async () => {
      const id = await createVoucher(t.server, cast);
      await setVoucherState(t, id, S.WaitingForApproval);
      const body = { fromStateClass: S.WaitingForApproval };
      const [a, b] = await Promise.all([
        patch(id, 'company', { ...body, newVoucherStateClass: S.ApprovedCompany }),
        patch(id, 'franchisee', { ...body, newVoucherStateClass: S.Declined }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
    });
  });
});
