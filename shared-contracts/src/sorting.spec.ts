import { compareBooklets, compareVouchers } from './sorting.js';

describe('compareVouchers', () => {
  const categories = new Map([
    [1, { priority: 20 }],
    [2, { priority: 10 }],
  ]);

  it('sorts by category priority, then company name as a Swiss reader does', () => {
    const vouchers = [
      { voucherCategoryId: 1, companyName: 'Zum Löwen' },
      { voucherCategoryId: 1, companyName: 'Äsche Bar' },
      { voucherCategoryId: 2, companyName: 'Restaurant Bären' },
      { voucherCategoryId: 1, companyName: 'Adler' },
      { voucherCategoryId: null, companyName: 'Aarhof' },
      { voucherCategoryId: 1, companyName: 'bistro 12' },
      { voucherCategoryId: 1, companyName: 'Bistro 2' },
    ];
    expect(
      vouchers.sort((a, b) => compareVouchers(a, b, categories)).map((v) => v.companyName),
    ).toEqual([
      'Restaurant Bären',
      'Adler',
      'Äsche Bar',
      'Bistro 2',
      'bistro 12',
      'Zum Löwen',
      'Aarhof',
    ]);
  });

  it('reads the company name from a nested company and categories from a plain object', () => {
    const a = { voucherCategoryId: 5, company: { name: 'Beta' } };
    const b = { voucherCategoryId: 5, company: { name: 'Alpha' } };
    expect(compareVouchers(a, b, { 5: { priority: 1 } })).toBeGreaterThan(0);
  });
});

describe('compareBooklets', () => {
  it('sorts by year, then region sortId, booklets without sortId last', () => {
    const booklets = [
      { year: 2026, regionSortId: 1, name: '2026 A' },
      { year: 2025, regionSortId: 3, name: '2025 C' },
      { year: 2025, name: '2025 none' },
      { year: 2025, regionSortId: 1, name: '2025 A' },
    ];
    expect(booklets.sort(compareBooklets).map((b) => b.name)).toEqual([
      '2025 A',
      '2025 C',
      '2025 none',
      '2026 A',
    ]);
  });
});
