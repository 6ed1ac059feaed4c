import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { VoucherStateClass } from '@gb/contracts';
import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { DataSource } from 'typeorm';

import { DEMO, login, userIdOf } from './login.js';
import type { TestApp } from './test-app.js';

/** The demo roles the voucher tests act as; `company2` belongs to another company. */
export const VOUCHER_ROLES = [
  'superAdmin',
  'admin',
  'franchisee',
  'designer',
  'company',
  'company2',
] as const;
export type VoucherRole = (typeof VOUCHER_ROLES)[number];

export interface VoucherCast {
  tokens: Record<VoucherRole, string>;
  userIds: Record<VoucherRole, number>;
  /** The company of company@demo.ch; company2@demo.ch belongs to `otherCompanyId`. */
  companyId: number;
  otherCompanyId: number;
  /** A booklet of the demo data that is not archived. */
  bookletId: number;
}

export async function voucherCast(t: TestApp): Promise<VoucherCast> {
  const tokens = {} as Record<VoucherRole, string>;
  const userIds = {} as Record<VoucherRole, number>;
  for (const role of VOUCHER_ROLES) {
    tokens[role] = (await login(t.server, DEMO[role])).token;
    userIds[role] = userIdOf(tokens[role]);
  }
  const dataSource = t.app.get(DataSource);
  const companyOf = async (userId: number) =>
    Number(
      (
        (await dataSource.query('SELECT company_id FROM app_user WHERE id = $1', [userId])) as {
          company_id: number;
        }[]
      )[0]!.company_id,
    );
  const [booklet] = (await dataSource.query(
    'SELECT id FROM booklet WHERE state <> 100 ORDER BY id LIMIT 1',
  )) as { id: number }[];
  return {
    tokens,
    userIds,
    companyId: await companyOf(userIds.company),
    otherCompanyId: await companyOf(userIds.company2),
    bookletId: Number(booklet!.id),
  };
}

/** A new voucher of the company made by the franchisee (state Created); answers its id. */
export async function createVoucher(
  server: App,
  cast: VoucherCast,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const response = await request(server)
    .post('/api/v1/voucher')
    .set('Authorization', `Bearer ${cast.tokens.franchisee}`)
    .send({
      companyId: cast.companyId,
      responsibleUserId: cast.userIds.franchisee,
      voucherCategoryId: null,
      offerShort: 'Zwei Pizzas zum Preis von einer',
      bookletId: cast.bookletId,
      ...overrides,
    })
    .expect(201);
  return response.body.id as number;
}

/** Puts a voucher straight into a state, as the arrangement of a test. */
export async function setVoucherState(
  t: TestApp,
  id: number,
  state: VoucherStateClass,
  responsibleUserId?: number | null,
): Promise<void> {
  await t.app
    .get(DataSource)
    .query(
      responsibleUserId === undefined
        ? 'UPDATE voucher SET state_class = $2 WHERE id = $1'
        : 'UPDATE voucher SET state_class = $2, responsible_user_id = $3 WHERE id = $1',
      responsibleUserId === undefined ? [id, state] : [id, state, responsibleUserId],
    );
}

/**
 * A proof (GzD) version uploaded through the api by whoever holds `token` (a designer or
 * franchisee), as the good-for-printing needs one before it is sent or approved; answers its id.
 */
export async function uploadProof(server: App, token: string, id: number): Promise<number> {
  const png = await sharp({
    create: { width: 60, height: 100, channels: 3, background: '#d70023' },
  })
    .png()
    .toBuffer();
  const response = await request(server)
    .post(`/api/v1/voucher/${id}/proof`)
    .set('Authorization', `Bearer ${token}`)
    .attach('Proof', png, { filename: 'gzd.png', contentType: 'image/png' })
    .expect(201);
  return (response.body as { versions: { id: number }[] }).versions[0]!.id;
}

/** Waits for a probe to answer something. */
export async function eventually<T>(
  probe: () => Promise<T | undefined> | T | undefined,
): Promise<T> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('gave up waiting');
}

/** The .eml files written to DATA_DIR/mail whose text holds every one of the needles. */
export function mailsWith(dataDir: string, ...needles: string[]): string[] {
  let files: string[];
  try {
    files = readdirSync(join(dataDir, 'mail'));
  } catch {
    return [];
  }
  return files
    .map((file) => decodeMail(readFileSync(join(dataDir, 'mail', file), 'utf8')))
    .filter((text) => needles.every((needle) => text.includes(needle)));
}

/** Waits for the mails written to DATA_DIR/mail whose text holds every one of the needles. */
export function mailsArriving(dataDir: string, ...needles: string[]): Promise<string[]> {
  return eventually(() => {
    const found = mailsWith(dataDir, ...needles);
    return found.length > 0 ? found : undefined;
  });
}

/** A mail's text with quoted-printable soft breaks and escapes undone, as a reader sees it. */
function decodeMail(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    unfolded.replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    ),
    'latin1',
  );
  return bytes.toString('utf8');
}

/** The login hash of the first link in a mail that carries one. */
export function loginHashOf(mail: string): string {
  const hash = /loginHash=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  if (!hash) throw new Error('no login link in the mail');
  return hash;
}
