import { BookletState } from '@gb/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { Booklet } from '../../src/modules/booklets/entities/booklet.entity.js';
import { Region } from '../../src/modules/regions/entities/region.entity.js';
import type { TestApp } from './test-app.js';
import { createVoucher, type VoucherCast } from './voucher-workflow.fixture.js';

/** Booklets in far-off years of a region of their own, one per partner-order case. */
export interface PartnerBooklets {
  /** company@demo.ch's company has a voucher in it: Commission, at most 10 (maxInternalOrders). */
  commission: Booklet;
  /** No voucher of either demo company: Purchase, at most 5 per company. */
  purchase: Booklet;
  /** company2@demo.ch's company has a voucher in it, no maxInternalOrders: Commission, unlimited. */
  unlimited: Booklet;
  archived: Booklet;
  /** A Draft of a later year whose pre-order date is still ahead: may not be ordered yet. */
  draftNotYetPreOrderable: Booklet;
  /** Published, its pre-order date still ahead: may not be ordered yet either. */
  publishedNotYetPreOrderable: Booklet;
}

export async function insertPartnerBooklets(
  t: TestApp,
  cast: VoucherCast,
): Promise<PartnerBooklets> {
  const dataSource = t.app.get(DataSource);
  const region = await dataSource
    .getRepository(Region)
    .save({ name: 'Partnerland', canonical: 'partnerland', sortId: 98 });
  const save = (year: number, state: BookletState, overrides: Partial<Booklet> = {}) =>
    dataSource.getRepository(Booklet).save({
      regionId: region.id,
      year,
      state,
      unitPrice: 35,
      internalUnitPrice: 20,
      vatPercent: 8.1,
      currency: 'CHF',
      preOrderFromDate: '2025-12-01',
      orderFromDate: '2026-01-01',
      abacusProductId: `GB-${year}`,
      internalAbacusProductId: `GBI-${year}`,
      costCentre1Income: `CC-${year}`,
      internalCostCentre1Income: `ICC-${year}`,
      qtyPrinted: 1000,
      ...overrides,
    });
  const booklets = {
    // A small print run, so the sell-through test's slow pace still ends within the outlook.
    commission: await save(2090, BookletState.Published, { maxInternalOrders: 10, qtyPrinted: 3 }),
    purchase: await save(2091, BookletState.Published, { internalUnitPrice: 25 }),
    unlimited: await save(2092, BookletState.Published),
    archived: await save(2093, BookletState.Archived),
    draftNotYetPreOrderable: await save(2094, BookletState.Draft, {
      preOrderFromDate: '2093-10-01',
      orderFromDate: '2093-11-01',
    }),
    publishedNotYetPreOrderable: await save(2095, BookletState.Published, {
      preOrderFromDate: '2094-10-01',
      orderFromDate: '2094-11-01',
    }),
  };
  await createVoucher(t.server, cast, { bookletId: booklets.commission.id });
  await createVoucher(t.server, cast, {
    bookletId: booklets.unlimited.id,
    companyId: cast.otherCompanyId,
  });
  return booklets;
}

/** Calls as one user, in a language. */
export function callsAs(t: TestApp, token: string, language = 'de-CH') {
  const auth = (call: request.Test) =>
    call.set('Authorization', `Bearer ${token}`).set('Accept-Language', language);
  return {
    get: (path: string) => auth(request(t.server).get(`/api/v1/${path}`)),
    post: (path: string, body: object) =>
      auth(request(t.server).post(`/api/v1/${path}`)).send(body),
    patch: (path: string, body: object) =>
      auth(request(t.server).patch(`/api/v1/${path}`)).send(body),
    put: (path: string, body: object) => auth(request(t.server).put(`/api/v1/${path}`)).send(body),
    delete: (path: string) => auth(request(t.server).delete(`/api/v1/${path}`)),
  };
}
