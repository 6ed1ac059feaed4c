import { BookletState } from '@gb/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { Booklet } from '../../src/modules/booklets/entities/booklet.entity.js';
import { Region } from '../../src/modules/regions/entities/region.entity.js';
import type { TestApp } from './test-app.js';
import { createVoucher, type VoucherCast } from './voucher-workflow.fixture.js';

/** A region of its own with a valid and an archived booklet, each printing vouchers. */
export interface WalletBooklets {
  regionName: string;
  published: Booklet;
  archived: Booklet;
  /** Of company@demo.ch's company, in both booklets. */
  voucherId: number;
  /** Of company2@demo.ch's company, in the published booklet. */
  otherVoucherId: number;
}

export async function insertWalletBooklets(
  t: TestApp,
  cast: VoucherCast,
  regionName: string,
): Promise<WalletBooklets> {
  const dataSource = t.app.get(DataSource);
  const canonical = regionName.toLowerCase().replace(/[^a-z]+/g, '-');
  const region = await dataSource
    .getRepository(Region)
    .save({ name: regionName, canonical, sortId: 97 });
  const save = (year: number, state: BookletState) =>
    dataSource.getRepository(Booklet).save({ regionId: region.id, year, state, unitPrice: 35 });
  const published = await save(2080, BookletState.Published);
  const archived = await save(2081, BookletState.Archived);
  const voucherId = await createVoucher(t.server, cast, {
    bookletId: published.id,
    offerShort: 'Zwei Kaffees zum Preis von einem',
  });
  const otherVoucherId = await createVoucher(t.server, cast, {
    bookletId: published.id,
    companyId: cast.otherCompanyId,
    offerShort: 'Zwei Glacen zum Preis von einer',
  });
  const print = async (voucher: number, booklet: number) =>
    dataSource.query(
      'INSERT INTO voucher_booklet (voucher_id, booklet_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [voucher, booklet],
    );
  await print(voucherId, published.id);
  await print(voucherId, archived.id);
  await print(otherVoucherId, published.id);
  return { regionName, published, archived, voucherId, otherVoucherId };
}

/** New codes of a booklet, as the franchisee gets them for the printer. */
export async function printCodes(
  t: TestApp,
  franchiseeToken: string,
  bookletId: number,
  quantity: number,
): Promise<string[]> {
  const response = await request(t.server)
    .post(`/api/v1/booklet/${bookletId}/activation-code`)
    .set('Authorization', `Bearer ${franchiseeToken}`)
    .send({ quantity })
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    })
    .expect(201);
  const [, ...lines] = (response.body as string).trim().split('\n');
  return lines.map((line) => line.split(',')[0]!);
}

/** Activates a code for an e-mail (as a phone does, from a client address of its own). */
export function activate(
  t: TestApp,
  code: string,
  email: string,
  client = '10.0.0.1',
  language = 'de-CH',
) {
  return request(t.server)
    .post('/api/v1/wallet/activation')
    .set('X-Forwarded-For', client)
    .set('Accept-Language', language)
    .send({ code, email });
}

/** The wallet token of the link in the newest wallet mail to the address. */
export function tokenInMail(mail: string): string {
  const match = /\/wallet\/([A-Za-z0-9_-]{43})/.exec(mail);
  if (!match) throw new Error('no wallet link in the mail');
  return match[1]!;
}
