import type { PointOfSale, PublicBooklet } from '@gb/contracts';
import request from 'supertest';

import { startTestApp, type TestApp } from './support/test-app.js';

describe('public points of sale', () => {
  let t: TestApp;
  let pointsOfSale: PointOfSale[];
  let booklets: PublicBooklet[];

  beforeAll(async () => {
    t = await startTestApp();
    pointsOfSale = (await request(t.server).get('/api/v1/company/point-of-sales').expect(200)).body;
    booklets = (await request(t.server).get('/api/v1/booklet')).body;
  });

  afterAll(() => t.close());

  it('answers booklet name, company name and city of each public booklet sold', () => {
    expect(pointsOfSale.length).toBeGreaterThan(10);
    const publicIds = booklets.map((booklet) => booklet.id);
    for (const pointOfSale of pointsOfSale) {
      expect(Object.keys(pointOfSale).sort()).toEqual([
        'bookletId',
        'bookletName',
        'city',
        'companyName',
      ]);
      expect(publicIds).toContain(pointOfSale.bookletId);
      const booklet = booklets.find((candidate) => candidate.id === pointOfSale.bookletId)!;
      expect(pointOfSale.bookletName).toBe(`${booklet.regionName} ${booklet.year}`);
    }
  });

  it('has a booklet with more than 10 points of sale, so its list collapses', () => {
    const perBooklet = new Map<number, number>();
    for (const { bookletId } of pointsOfSale) {
      perBooklet.set(bookletId, (perBooklet.get(bookletId) ?? 0) + 1);
    }
    expect(Math.max(...perBooklet.values())).toBeGreaterThan(10);
  });

  it('sorts by booklet name, then company, then city', () => {
    const collator = new Intl.Collator('de-CH', { numeric: true, sensitivity: 'base' });
    const keys = pointsOfSale.map((p) => [p.bookletName, p.companyName, p.city]);
    const sorted = [...keys].sort(
      (a, b) =>
        collator.compare(a[0]!, b[0]!) ||
        collator.compare(a[1]!, b[1]!) ||
        collator.compare(a[2]!, b[2]!),
    );
    expect(keys).toEqual(sorted);
  });
});
