import { AddressType, BookletState, type CreateOrderRequest } from '@gb/contracts';
import { DataSource } from 'typeorm';

import { Booklet } from '../../src/modules/booklets/entities/booklet.entity.js';
import { Region } from '../../src/modules/regions/entities/region.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (inDays: number) => new Date(Date.now() + inDays * DAY_MS).toISOString().slice(0, 10);

/** Booklets in far-off years of a region of their own, one per ordering case. */
export interface OrderBooklets {
  published: Booklet;
  preOrder: Booklet;
  soldOut: Booklet;
  archived: Booklet;
  notYetPreOrderable: Booklet;
  /** Published, its pre-order date still ahead: may not be ordered yet. */
  publishedNotYetPreOrderable: Booklet;
}

export async function insertOrderBooklets(dataSource: DataSource): Promise<OrderBooklets> {
  const region = await dataSource
    .getRepository(Region)
    .save({ name: 'Bestellland', canonical: 'bestellland', sortId: 99 });
  const save = (year: number, state: BookletState, unitPrice: number, preOrderInDays: number) =>
    dataSource.getRepository(Booklet).save({
      regionId: region.id,
      year,
      state,
      unitPrice,
      vatPercent: 8.1,
      currency: 'CHF',
      preOrderFromDate: day(preOrderInDays),
      orderFromDate: day(preOrderInDays + 20),
      abacusProductId: `GB-${year}`,
      costCentre1Income: `CC-${year}`,
    });
  return {
    published: await save(2080, BookletState.Published, 35, -60),
    preOrder: await save(2081, BookletState.Draft, 39.9, -5),
    soldOut: await save(2082, BookletState.SoldOut, 35, -60),
    archived: await save(2083, BookletState.Archived, 35, -400),
    notYetPreOrderable: await save(2084, BookletState.Draft, 35, 10),
    publishedNotYetPreOrderable: await save(2085, BookletState.Published, 35, 10),
  };
}

/** A private buyer's valid order of the given lines. */
export function privateOrder(
  orderLines: CreateOrderRequest['orderLines'],
  overrides: Partial<CreateOrderRequest> = {},
): CreateOrderRequest {
  return {
    type: AddressType.Private,
    salutation: 'Frau',
    firstname: 'Anna',
    lastname: 'Muster',
    street: 'Bahnhofstrasse 5',
    zip: '5000',
    city: 'Aarau',
    email: 'anna.muster@example.ch',
    phone: '',
    orderLines,
    ...overrides,
  };
}
