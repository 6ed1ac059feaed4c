import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { VoucherStateClass as S, type BookletVoucherStatesAnswer } from '@gb/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { insertSeason, insertVoucher } from './support/booklet-season.fixture.js';
import { DEMO, login } from './support/login.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { mailsArriving, uploadProof } from './support/voucher-workflow.fixture.js';

describe('booklet-wide voucher moves', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gb-booklet-moves-'));
  let t: TestApp;
  let franchisee: string;
  let designer: string;

  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '1000' });
    franchisee = (await login(t.server, DEMO.franchisee)).token;
    designer = (await login(t.server, DEMO.designer)).token;
  });

  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const history = (voucherId: number) =>
    t.app
      .get(DataSource)
      .query(
        'SELECT from_state, to_state, username FROM voucher_state_change WHERE voucher_id = $1',
        [voucherId],
      );

  it.each([
    [S.Created, S.WaitingForApproval, 'put', 2061],
    [S.SystemCreated, S.WaitingForApproval, 'put', 2062],
    [S.GoodForPrintingInProgress, S.GoodForPrintingCreated, 'put', 2063],
    [S.GoodForPrintingInProgress, S.GoodForPrintingCreated, 'post', 2064],
  ] as const)(
    'moves every %s voucher to %s (%s), with its history row and mail, and skips the others',
    async (from, to, method, year) => {
      const season = await insertSeason(t, year);
      const moving = season.vouchers.get(from)!;
      // The good-for-printing goes out with its proof.
      if (to === S.GoodForPrintingCreated) await uploadProof(t.server, designer, moving.id);
      const call =
        method === 'put'
          ? request(t.server)
              .put(`/api/v1/booklet/${season.booklet.id}/voucher-states`)
              .send({ fromStateClass: from, toStateClass: to })
          : request(t.server)
              .post(`/api/v1/booklet/${season.booklet.id}/update-gfp-in-progress-to-gfp-created`)
              .send({});
      const answer = (await call.set('Authorization', `Bearer ${franchisee}`).expect(200))
        .body as BookletVoucherStatesAnswer;

      expect(answer.moved).toBe(1);
      expect(answer.movedVoucherIds).toEqual([moving.id]);
      expect(answer.skipped).toHaveLength(12);
      expect(answer.skipped.every((skip) => skip.reason === 'otherState')).toBe(true);
      expect(answer.skipped.map((skip) => skip.stateClass)).not.toContain(from);

      const [voucher] = await t.app
        .get(DataSource)
        .query('SELECT state_class FROM voucher WHERE id = $1', [moving.id]);
      expect(voucher.state_class).toBe(to);
      expect(await history(moving.id)).toEqual([
        { from_state: from, to_state: to, username: DEMO.franchisee },
      ]);
      const untouched = season.vouchers.get(S.Finished)!;
      expect(await history(untouched.id)).toEqual([]);

      const mails = await mailsArriving(
        dataDir,
        'company@demo.ch',
        moving.offerShort,
        `/dashboard/vouchers/${moving.id}?loginHash=`,
      );
      expect(mails).toHaveLength(1);
    },
  );

  it.each(['put', 'post'] as const)(
    'sends only the good-for-printing that has a proof (%s), and names the vouchers without one',
    async (method) => {
      const season = await insertSeason(t, method === 'put' ? 2068 : 2069);
      const withProof = season.vouchers.get(S.GoodForPrintingInProgress)!;
      await uploadProof(t.server, designer, withProof.id);
      const without = await insertVoucher(t, season.booklet, S.GoodForPrintingInProgress);
      const call =
        method === 'put'
          ? request(t.server).put(`/api/v1/booklet/${season.booklet.id}/voucher-states`).send({
              fromStateClass: S.GoodForPrintingInProgress,
              toStateClass: S.GoodForPrintingCreated,
            })
          : request(t.server)
              .post(`/api/v1/booklet/${season.booklet.id}/update-gfp-in-progress-to-gfp-created`)
              .send({});
      const answer = (await call.set('Authorization', `Bearer ${franchisee}`).expect(200))
        .body as BookletVoucherStatesAnswer;

      expect(answer.movedVoucherIds).toEqual([withProof.id]);
      expect(answer.skipped).toContainEqual({
        voucherId: without.id,
        stateClass: S.GoodForPrintingInProgress,
        reason: 'noProof',
      });
      expect(await history(without.id)).toEqual([]);
      const [stayed] = await t.app
        .get(DataSource)
        .query('SELECT state_class FROM voucher WHERE id = $1', [without.id]);
      expect(stayed.state_class).toBe(S.GoodForPrintingInProgress);
    },
  );

  it('refuses a move that is not booklet-wide, with its message in both languages', async () => {
    const season = await insertSeason(t, 2065);
    const path = `/api/v1/booklet/${season.booklet.id}/voucher-states`;
    const body = { fromStateClass: S.Draft, toStateClass: S.Finished };
    const de = await request(t.server)
      .put(path)
      .set('Authorization', `Bearer ${franchisee}`)
      .send(body)
      .expect(400);
    expect(de.body.errors).toEqual(['Status ist ungültig']);
    const en = await request(t.server)
      .put(path)
      .set('Authorization', `Bearer ${franchisee}`)
      .set('Accept-Language', 'en-US')
      .send(body)
      .expect(400);
    expect(en.body.errors).toEqual(['State is invalid']);
  });

  it.each([
    ['GraphicDesigner', DEMO.designer],
    ['Company', DEMO.company],
  ])('refuses a %s user with 403 and moves nothing', async (role, username) => {
    const season = await insertSeason(t, role === 'Company' ? 2066 : 2067);
    const { token } = await login(t.server, username);
    await request(t.server)
      .put(`/api/v1/booklet/${season.booklet.id}/voucher-states`)
      .set('Authorization', `Bearer ${token}`)
      .send({ fromStateClass: S.Created, toStateClass: S.WaitingForApproval })
      .expect(403);
    await request(t.server)
      .post(`/api/v1/booklet/${season.booklet.id}/update-gfp-in-progress-to-gfp-created`)
      .set('Authorization', `Bearer ${token}`)
      .send({})
      .expect(403);
    expect(await history(season.vouchers.get(S.Created)!.id)).toEqual([]);
  });

  it('answers 404 for a booklet that does not exist', async () => {
    await request(t.server)
      .put('/api/v1/booklet/999999/voucher-states')
      .set('Authorization', `Bearer ${franchisee}`)
      .send({ fromStateClass: S.Created, toStateClass: S.WaitingForApproval })
      .expect(404);
  });
});
