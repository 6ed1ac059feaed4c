import type { WalletVoucher } from '@gb/contracts/answers';

import { walletVoucher } from './testing/wallet-voucher';
import { searchVouchers } from './wallet-search';

const voucher = (id: number, fields: Partial<WalletVoucher>) =>
  walletVoucher(id, {
    companyName: 'Restaurant Löwen',
    offerLong: 'Zwei Hauptgänge zum Preis von einem',
    ...fields,
  });

const VOUCHERS = [
  voucher(1, {}),
  voucher(2, { companyName: 'Café Sonne', offerShort: 'Kaffee und Kuchen', city: 'Zürich' }),
  voucher(3, {
    companyName: 'Kletterhalle',
    offerShort: 'Zwei Eintritte',
    zip: '6300',
    city: 'Zug',
  }),
];

const ids = (query: string) => searchVouchers(VOUCHERS, query).map((found) => found.id);

describe('the wallet search', () => {
  it('finds every voucher for an empty query', () => {
    expect(ids('')).toEqual([1, 2, 3]);
    expect(ids('   ')).toEqual([1, 2, 3]);
  });

  it('finds by offer, business, street, zip and town, without regard to case and accents', () => {
    expect(ids('kuchen')).toEqual([2]);
    expect(ids('CAFE')).toEqual([2]);
    expect(ids('zurich')).toEqual([2]);
    expect(ids('loewen')).toEqual([]);
    expect(ids('löwen')).toEqual([1]);
    expect(ids('6300')).toEqual([3]);
    expect(ids('bahnhofstrasse')).toEqual([1, 2, 3]);
    expect(ids('preis')).toEqual([1, 2, 3]);
  });

  it('needs every word somewhere in the voucher', () => {
    expect(ids('zwei zug')).toEqual([3]);
    expect(ids('zwei baden')).toEqual([1]);
    expect(ids('kaffee zug')).toEqual([]);
  });
});
