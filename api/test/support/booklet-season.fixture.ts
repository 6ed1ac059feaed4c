import { randomUUID } from 'node:crypto';

import { BookletState, VoucherStateClass, type BookletRequest } from '@gb/contracts';
import { DataSource } from 'typeorm';

import { Booklet } from '../../src/modules/booklets/entities/booklet.entity.js';
import { Company } from '../../src/modules/companies/entities/company.entity.js';
import { Attachment } from '../../src/modules/files/entities/attachment.entity.js';
import { FILE_STORAGE, type FileStorage } from '../../src/modules/files/storage/file-storage.js';
import { Region } from '../../src/modules/regions/entities/region.entity.js';
import { Voucher } from '../../src/modules/vouchers/entities/voucher.entity.js';
import type { TestApp } from './test-app.js';

let regions = 0;

/** A region of its own, so a test's years never meet the seed's booklets. */
export async function insertRegion(dataSource: DataSource): Promise<Region> {
  regions += 1;
  const name = `Testregion ${regions} ${process.pid}`;
  return dataSource.getRepository(Region).save({
    name,
    canonical: `testregion-${regions}-${process.pid}`,
    sortId: 90 + regions,
  });
}

/** A whole, valid booklet body for the region and year. */
export function bookletBody(regionId: number, year: number): BookletRequest {
  return {
    regionId,
    year,
    state: BookletState.Draft,
    unitPrice: 35,
    orderFromDate: `${year - 1}-11-01`,
    preOrderFromDate: `${year - 1}-10-01`,
    vatPercent: 2.6,
    internalUnitPrice: 20,
    abacusProductId: `GB-${year}`,
    internalAbacusProductId: `GBI-${year}`,
    costCentre1Income: '3400',
    internalCostCentre1Income: '3410',
    qtyPrinted: 5000,
    maxInternalOrders: 50,
    informationForNextYear: 'Mehr Restaurants in Lenzburg',
    responsibleUserId: null,
    shippingDate: `${year - 1}-10-20`,
  };
}

/** A stored attachment with real bytes, as an upload leaves it. */
export async function insertAttachment(t: TestApp, kind: string): Promise<Attachment> {
  const storageKey = `${kind}/${randomUUID()}`;
  const bytes = Buffer.from(`bytes of ${storageKey}`);
  await t.app.get<FileStorage>(FILE_STORAGE).write(storageKey, bytes);
  return t.app
    .get(DataSource)
    .getRepository(Attachment)
    .save({
      kind,
      mime: 'image/png',
      originalName: `${kind}.png`,
      size: bytes.length,
      storageKey,
    });
}

/** A voucher of company@demo.ch's company in the booklet, in a state, with a front image and one further image. */
export async function insertVoucher(
  t: TestApp,
  booklet: Booklet,
  stateClass: VoucherStateClass,
): Promise<Voucher> {
  const dataSource = t.app.get(DataSource);
  const [{ id: companyId }] = (await dataSource.query(
    "SELECT company_id AS id FROM app_user WHERE email = 'company@demo.ch'",
  )) as { id: number }[];
  const company = await dataSource.getRepository(Company).findOneByOrFail({ id: companyId });
  const front = await insertAttachment(t, 'voucher-front-image');
  const extra = await insertAttachment(t, 'voucher-image');
  const voucher = await dataSource.getRepository(Voucher).save({
    bookletId: booklet.id,
    companyId: company.id,
    offerShort: `Zwei Pizzen (${stateClass})`,
    offerLong: 'Zwei Pizzen zum Preis von einer',
    address: {
      company: company.name,
      street: 'Bahnhofstrasse 4',
      zip: '5000',
      city: 'Aarau',
      lon: 8.05,
      lat: 47.39,
    },
    stateClass,
    frontImageAttachmentId: front.id,
    images: [extra],
    inBooklets: [booklet],
  });
  return voucher;
}

/** Every voucher state, one voucher each, in a new booklet of its own region. */
export async function insertSeason(t: TestApp, year: number) {
  const dataSource = t.app.get(DataSource);
  const region = await insertRegion(dataSource);
  const booklet = await dataSource
    .getRepository(Booklet)
    .save({ ...bookletBody(region.id, year), state: BookletState.Published });
  const vouchers = new Map<VoucherStateClass, Voucher>();
  for (const state of Object.values(VoucherStateClass)) {
    vouchers.set(state, await insertVoucher(t, booklet, state));
  }
  return { region, booklet, vouchers };
}
