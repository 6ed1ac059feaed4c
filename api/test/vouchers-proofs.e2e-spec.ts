// Also on the embedded database: the proof rules kept by triggers of their migration.
import { createHash } from 'node:crypto';

import { VoucherStateClass } from '@gb/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { DEMO } from './support/login.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  createVoucher,
  setVoucherState,
  voucherCast,
  type VoucherCast,
  type VoucherRole,
} from './support/voucher-workflow.fixture.js';

function proofImage(background: string): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 500, channels: 3, background } })
    .png()
    .toBuffer();
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('voucher print proofs (GzD)', () => {
  let t: TestApp;
  let cast: VoucherCast;

  beforeAll(async () => {
    t = await startTestApp();
    cast = await voucherCast(t);
  });

  afterAll(() => t.close());

  const as = (role: VoucherRole, call: request.Test) =>
    call.set('Authorization', `Bearer ${cast.tokens[role]}`);
  const uploadProof = (role: VoucherRole, id: number, bytes: Buffer, filename = 'gzd.png') =>
    as(role, request(t.server).post(`/api/v1/voucher/${id}/proof`)).attach('Proof', bytes, {
      filename,
      contentType: 'image/png',
    });
  const decide = (role: VoucherRole, id: number, body: Record<string, unknown>) =>
    as(role, request(t.server).patch(`/api/v1/voucher/${id}`)).send(body);
  const proofs = (role: VoucherRole, id: number) =>
    as(role, request(t.server).get(`/api/v1/voucher/${id}/proof`));

  it('keeps each version with who uploaded it, when, and its checksum', async () => {
    const id = await createVoucher(t.server, cast);
    await setVoucherState(t, id, VoucherStateClass.ApprovedVoucherResponsibleUser);
    const first = await proofImage('#d70023');
    const second = await proofImage('#00aa00');
    await uploadProof('designer', id, first, 'gzd-1.png').expect(201);
    const { body } = await uploadProof('franchisee', id, second, 'gzd-2.png').expect(201);
    expect(body.versions).toMatchObject([
      {
        version: 2,
        originalName: 'gzd-2.png',
        checksum: sha256(second),
        uploadedByName: DEMO.franchisee,
      },
      {
        version: 1,
        originalName: 'gzd-1.png',
        checksum: sha256(first),
        uploadedByName: DEMO.designer,
      },
    ]);
    expect(Date.parse(body.versions[0].uploadedAt)).toBeGreaterThan(Date.now() - 60_000);
    const file = await as(
      'company',
      request(t.server).get(`/api/v1/voucher/${id}/proof/${body.versions[1].id}/file`),
    )
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(sha256(file.body as Buffer)).toBe(sha256(first));
  });

  it('refuses a proof that is neither a PDF nor an image, and one from the company', async () => {
    const id = await createVoucher(t.server, cast);
    const refused = await uploadProof(
      'designer',
      id,
      Buffer.from('<html></html>'),
      'gzd.pdf',
    ).expect(400);
    expect(refused.body.message).toBe(
      'Das GzD muss ein PDF oder ein Bild (JPG, PNG, BMP, GIF, WebP) sein',
    );
    await uploadProof('company', id, await proofImage('#fff')).expect(403);
    expect((await proofs('franchisee', id).expect(200)).body.versions).toEqual([]);
    await setVoucherState(t, id, VoucherStateClass.Finished);
    const locked = await uploadProof('designer', id, await proofImage('#fff')).expect(409);
    expect(locked.body.message).toBe('In diesem Status kann kein GzD mehr hochgeladen werden');
  });

  it('records "GzD not ok" with its comment and "GzD ok" with the terms, each on its version', async () => {
    const id = await createVoucher(t.server, cast);
    await setVoucherState(t, id, VoucherStateClass.GoodForPrintingCreated);
    const v1 = (await uploadProof('designer', id, await proofImage('#111')).expect(201)).body
      .versions[0];
    await decide('company', id, {
      newVoucherStateClass: VoucherStateClass.ApprovedVoucherResponsibleUser,
      proofId: v1.id,
      comment: 'Das Logo ist zu klein',
    }).expect(200);
    const v2 = (await uploadProof('designer', id, await proofImage('#222')).expect(201)).body
      .versions[0];
    await setVoucherState(t, id, VoucherStateClass.GoodForPrintingCreated);
    const outdated = await decide('company', id, {
      newVoucherStateClass: VoucherStateClass.GoodForPrintingApproved,
      termsAccepted: true,
      proofId: v1.id,
    }).expect(409);
    expect(outdated.body.message).toBe(
      'Inzwischen gibt es eine neuere GzD-Version, bitte neu laden',
    );
    await decide('company', id, {
      newVoucherStateClass: VoucherStateClass.GoodForPrintingApproved,
      termsAccepted: true,
      proofId: v2.id,
    }).expect(200);
    const { body } = await proofs('company', id).expect(200);
    expect(body.versions[0]).toMatchObject({
      id: v2.id,
      version: 2,
      decisions: [
        {
          approved: true,
          termsAccepted: true,
          username: DEMO.company,
          userId: cast.userIds.company,
          proofId: v2.id,
        },
      ],
    });
    expect(body.versions[1].decisions).toMatchObject([
      {
        approved: false,
        comment: 'Das Logo ist zu klein',
        username: DEMO.company,
        termsAccepted: false,
      },
    ]);
  });

  it('keeps the approval record as written: no route changes it and the database refuses to', async () => {
    const id = await createVoucher(t.server, cast);
    await setVoucherState(t, id, VoucherStateClass.GoodForPrintingCreated);
    const proof = (await uploadProof('designer', id, await proofImage('#333')).expect(201)).body
      .versions[0];
    await decide('company', id, {
      newVoucherStateClass: VoucherStateClass.GoodForPrintingApproved,
      termsAccepted: true,
    }).expect(200);
    const before = (await proofs('admin', id).expect(200)).body;
    const decision = before.versions[0].decisions[0];
    for (const call of [
      request(t.server).put(`/api/v1/voucher/${id}/proof/${proof.id}`).send({}),
      request(t.server).patch(`/api/v1/voucher/${id}/proof/${proof.id}`).send({}),
      request(t.server).delete(`/api/v1/voucher/${id}/proof/${proof.id}`),
    ]) {
      await as('superAdmin', call).expect(404);
    }
    const dataSource = t.app.get(DataSource);
    await expect(
      dataSource.query('UPDATE voucher_proof_decision SET approved = false WHERE id = $1', [
        decision.id,
      ]),
    ).rejects.toThrow(/never changed/);
    await expect(
      dataSource.query(`UPDATE voucher_proof SET checksum = 'x' WHERE id = $1`, [proof.id]),
    ).rejects.toThrow(/never changed/);
    // Later steps add to the history; the approval stays as it was given.
    await decide('franchisee', id, { newVoucherStateClass: VoucherStateClass.Finished }).expect(
      200,
    );
    expect((await proofs('admin', id).expect(200)).body).toEqual(before);
  });

  it("shows last year's proof beside this year's, to the company of the voucher only", async () => {
    const lastYear = await createVoucher(t.server, cast);
    const old = await proofImage('#444');
    const oldProof = (await uploadProof('designer', lastYear, old).expect(201)).body.versions[0];
    const thisYear = await createVoucher(t.server, cast);
    await t.app
      .get(DataSource)
      .query('UPDATE voucher SET copied_from_voucher_id = $2 WHERE id = $1', [thisYear, lastYear]);
    await uploadProof('designer', thisYear, await proofImage('#555')).expect(201);
    const { body } = await proofs('company', thisYear).expect(200);
    expect(body.versions).toHaveLength(1);
    expect(body.previousYear).toMatchObject({
      voucherId: lastYear,
      versions: [{ id: oldProof.id, checksum: sha256(old) }],
    });
    await as(
      'company',
      request(t.server).get(`/api/v1/voucher/${thisYear}/proof/${oldProof.id}/file`),
    ).expect(200);
    const refused = await proofs('company2', thisYear).expect(403);
    expect(refused.body.message).toBe('Sie sind nicht berechtigt, diesen Gutschein anzusehen.');
    await as(
      'company2',
      request(t.server).get(`/api/v1/voucher/${thisYear}/proof/${oldProof.id}/file`),
    ).expect(403);
    // A proof of an unrelated voucher is not reached through this one.
    const unrelated = await createVoucher(t.server, cast);
    await as(
      'franchisee',
      request(t.server).get(`/api/v1/voucher/${unrelated}/proof/${oldProof.id}/file`),
    ).expect(404);
  });
});
