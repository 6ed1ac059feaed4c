import {
  BookletState,
  type PublicBooklet,
  type PublicVoucher,
  type VoucherCategory,
} from '@gb/contracts';
import request from 'supertest';

import { DEMO, login } from './support/login.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PUBLIC_FIELDS = [
  'backImageAttachmentId',
  'bookletIds',
  'city',
  'companyName',
  'completeImageAttachmentId',
  'frontImageAttachmentId',
  'id',
  'lat',
  'lon',
  'offerLong',
  'offerShort',
  'openingHours',
  'voucherCategoryId',
];

describe('public voucher list', () => {
  let t: TestApp;
  let vouchers: PublicVoucher[];

  beforeAll(async () => {
    t = await startTestApp();
    vouchers = (await request(t.server).get('/api/v1/voucher').expect(200)).body.items;
  });

  afterAll(() => t.close());

  it('lists the vouchers of the booklets that are out, with coordinates', async () => {
    const booklets: PublicBooklet[] = (await request(t.server).get('/api/v1/booklet')).body;
    const outIds = booklets
      .filter((booklet) => [BookletState.Published, BookletState.SoldOut].includes(booklet.state))
      .map((booklet) => booklet.id);
    expect(vouchers.length).toBeGreaterThan(100);
    expect(vouchers.every((voucher) => voucher.bookletIds.every((id) => outIds.includes(id)))).toBe(
      true,
    );
    expect(vouchers.every((voucher) => voucher.lon !== null && voucher.lat !== null)).toBe(true);
  });

  it('answers a page, as the staff list does: every public voucher on one page', async () => {
    const visitor = (await request(t.server).get('/api/v1/voucher').expect(200)).body;
    expect(visitor).toEqual({
      items: vouchers,
      total: vouchers.length,
      page: 1,
      pageSize: vouchers.length,
    });
    const { token } = await login(t.server, DEMO.franchisee);
    const staff = (
      await request(t.server).get('/api/v1/voucher').set('Authorization', `Bearer ${token}`)
    ).body;
    expect(Object.keys(staff)).toEqual(expect.arrayContaining(Object.keys(visitor)));
    expect(staff.items.length).toBeGreaterThan(0);
  });

  it('answers the page a visitor asks for, and tells a wrong one in both languages', async () => {
    const second = (await request(t.server).get('/api/v1/voucher?pageSize=3&page=2').expect(200))
      .body;
    expect(second).toEqual({
      items: vouchers.slice(3, 6),
      total: vouchers.length,
      page: 2,
      pageSize: 3,
    });
    const german = await request(t.server).get('/api/v1/voucher?page=0').expect(400);
    expect(german.body.errors).toEqual(['Seite ist ungültig']);
    const english = await request(t.server)
      .get('/api/v1/voucher?pageSize=9999')
      .set('Accept-Language', 'en-US')
      .expect(400);
    expect(english.body.errors).toEqual(['Page size is invalid']);
  });

  it('answers only the public fields, never workflow or internal ones', () => {
    for (const voucher of vouchers) expect(Object.keys(voucher).sort()).toEqual(PUBLIC_FIELDS);
  });

  it('sorts by category priority, then company name', async () => {
    const categories: VoucherCategory[] = (await request(t.server).get('/api/v1/voucher-category'))
      .body;
    const priority = new Map(categories.map((category) => [category.id, category.priority]));
    for (let i = 1; i < vouchers.length; i++) {
      const before = vouchers[i - 1]!;
      const after = vouchers[i]!;
      const byPriority =
        priority.get(before.voucherCategoryId!)! - priority.get(after.voucherCategoryId!)!;
      expect(byPriority).toBeLessThanOrEqual(0);
      if (byPriority === 0) {
        expect(
          before.companyName.localeCompare(after.companyName, 'de-CH', { sensitivity: 'base' }),
        ).toBeLessThanOrEqual(0);
      }
    }
  });
});
