import type { PublicVoucher } from '@gb/contracts';

import { filterFromQuery, filterVouchers, withFilter } from './voucher-filter';

function voucher(id: number, overrides: Partial<PublicVoucher>): PublicVoucher {
  return {
    id,
    bookletIds: [1],
    companyName: 'Restaurant Löwen',
    city: 'Baden',
    lon: 8.3,
    lat: 47.4,
    offerShort: 'Zwei Hauptgänge',
    offerLong: '',
    openingHours: '',
    voucherCategoryId: 1,
    completeImageAttachmentId: null,
    frontImageAttachmentId: null,
    backImageAttachmentId: null,
    ...overrides,
  };
}

const VOUCHERS = [
  voucher(1, {}),
  voucher(2, {
    companyName: 'Café Sonne',
    city: 'Zug',
    offerShort: 'Kaffee und Kuchen',
    bookletIds: [2],
    voucherCategoryId: 2,
  }),
  voucher(3, { companyName: 'Bar Krone', offerShort: 'Zwei Cocktails', bookletIds: [1, 2] }),
];

const ids = (vouchers: PublicVoucher[]) => vouchers.map((v) => v.id);

describe('voucher filter', () => {
  it('finds every word in company, city or offer, ignoring case and accents', () => {
    expect(
      ids(filterVouchers(VOUCHERS, { fulltext: 'cafe zug', bookletId: null, categoryId: null })),
    ).toEqual([2]);
    expect(
      ids(filterVouchers(VOUCHERS, { fulltext: 'ZWEI', bookletId: null, categoryId: null })),
    ).toEqual([1, 3]);
    expect(
      ids(filterVouchers(VOUCHERS, { fulltext: 'Pizza', bookletId: null, categoryId: null })),
    ).toEqual([]);
  });

  it('narrows by booklet and category together', () => {
    expect(ids(filterVouchers(VOUCHERS, { fulltext: '', bookletId: 2, categoryId: null }))).toEqual(
      [2, 3],
    );
    expect(ids(filterVouchers(VOUCHERS, { fulltext: '', bookletId: 2, categoryId: 1 }))).toEqual([
      3,
    ]);
  });

  it('reads and writes the URL query, keeping other parameters', () => {
    const query = withFilter(new URLSearchParams('loginHash=x'), {
      fulltext: 'löwen',
      bookletId: 4,
      categoryId: null,
      view: 'map',
    });
    expect(query.toString()).toBe('loginHash=x&q=l%C3%B6wen&booklet=4&view=map');
    expect(filterFromQuery(query)).toEqual({
      fulltext: 'löwen',
      bookletId: 4,
      categoryId: null,
      view: 'map',
    });
    expect(filterFromQuery(new URLSearchParams('booklet=abc'))).toEqual({
      fulltext: '',
      bookletId: null,
      categoryId: null,
      view: 'gallery',
    });
  });
});
