import { isActivationCode, normalizeActivationCode } from '@gb/contracts/activation-code';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { secretHash } from '../src/modules/wallet/services/secret-hash.js';
import { callsAs } from './support/partner-order.fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { voucherCast, type VoucherCast } from './support/voucher-workflow.fixture.js';
import { insertWalletBooklets, printCodes, type WalletBooklets } from './support/wallet.fixture.js';

describe('activation codes of a print run', () => {
  let t: TestApp;
  let cast: VoucherCast;
  let booklets: WalletBooklets;

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
    cast = await voucherCast(t);
    booklets = await insertWalletBooklets(t, cast, 'Codeland');
  });

  afterAll(() => t.close());

  it('answers the codes once as CSV, each with the booklet region and year', async () => {
    const response = await request(t.server)
      .post(`/api/v1/booklet/${booklets.published.id}/activation-code`)
      .set('Authorization', `Bearer ${cast.tokens.franchisee}`)
      .send({ quantity: 3 })
      .expect(201);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="activation-codes-codeland-2080.csv"',
    );
    const lines = response.text.trim().split('\n');
    expect(lines[0]).toBe('code,region,year');
    expect(lines).toHaveLength(4);
    for (const line of lines.slice(1)) {
      const [code, region, year] = line.split(',');
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
      expect(isActivationCode(code!)).toBe(true);
      expect([region, year]).toEqual(['Codeland', '2080']);
    }
    expect(new Set(lines).size).toBe(4);
  });

  it('keeps only the hashes of the codes, so they cannot be read again', async () => {
    const codes = await printCodes(t, cast.tokens.franchisee, booklets.archived.id, 2);
    const stored = (await t.app
      .get(DataSource)
      .query('SELECT code_hash FROM activation_code WHERE booklet_id = $1 ORDER BY id', [
        booklets.archived.id,
      ])) as { code_hash: string }[];
    expect(stored.map((row) => row.code_hash)).toEqual(
      codes.map((code) => secretHash(normalizeActivationCode(code))),
    );
    const everything = JSON.stringify(
      await t.app.get(DataSource).query('SELECT * FROM activation_code'),
    );
    for (const code of codes) {
      expect(everything).not.toContain(normalizeActivationCode(code));
      expect(everything).not.toContain(code);
    }
  });

  it('counts the codes of a booklet: made, activated, redeemed', async () => {
    const counts = await callsAs(t, cast.tokens.franchisee)
      .get(`booklet/${booklets.published.id}/activation-code`)
      .expect(200);
    expect(counts.body).toEqual({ created: 3, activated: 0, redeemed: 0, redemptions: 0 });
  });

  it('refuses a Company user and a graphic designer (403), an unknown booklet (404)', async () => {
    await callsAs(t, cast.tokens.company)
      .post(`booklet/${booklets.published.id}/activation-code`, { quantity: 1 })
      .expect(403);
    await callsAs(t, cast.tokens.designer)
      .post(`booklet/${booklets.published.id}/activation-code`, { quantity: 1 })
      .expect(403);
    await callsAs(t, cast.tokens.company)
      .get(`booklet/${booklets.published.id}/activation-code`)
      .expect(403);
    await callsAs(t, cast.tokens.franchisee)
      .post('booklet/999999/activation-code', { quantity: 1 })
      .expect(404);
  });

  it('refuses a quantity out of range, in both languages', async () => {
    const german = await callsAs(t, cast.tokens.franchisee)
      .post(`booklet/${booklets.published.id}/activation-code`, { quantity: 0 })
      .expect(400);
    expect(german.body.errors).toEqual(['Anzahl muss zwischen 1 und 20000 liegen']);
    const english = await callsAs(t, cast.tokens.franchisee, 'en-US')
      .post(`booklet/${booklets.published.id}/activation-code`, { quantity: 20_001 })
      .expect(400);
    expect(english.body.errors).toEqual(['Quantity must be between 1 and 20000']);
  });
});
