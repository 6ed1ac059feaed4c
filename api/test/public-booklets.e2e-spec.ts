import { BookletState, type PublicBooklet } from '@gb/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { Booklet } from '../src/modules/booklets/entities/booklet.entity.js';
import { Region } from '../src/modules/regions/entities/region.entity.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (inDays: number) => new Date(Date.now() + inDays * DAY_MS).toISOString().slice(0, 10);

describe('public booklet list', () => {
  let t: TestApp;
  const idsByCase: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    const dataSource = t.app.get(DataSource);
    // A region of its own, sorted first, with one booklet per case in far-off years.
    const region = await dataSource
      .getRepository(Region)
      .save({ name: 'Testland', canonical: 'testland', sortId: 1 });
    const cases: [string, BookletState, number][] = [
      ['published', BookletState.Published, -30],
      ['soldOut', BookletState.SoldOut, -30],
      ['draftPreOrderPassed', BookletState.Draft, -1],
      ['draftFuture', BookletState.Draft, 5],
      ['draftWithoutDate', BookletState.Draft, Number.NaN],
      ['archived', BookletState.Archived, -400],
    ];
    for (const [index, [name, state, preOrderInDays]] of cases.entries()) {
      const saved = await dataSource.getRepository(Booklet).save({
        regionId: region.id,
        year: 2090 + index,
        state,
        unitPrice: 25,
        vatPercent: 8.1,
        preOrderFromDate: Number.isNaN(preOrderInDays) ? null : day(preOrderInDays),
        orderFromDate: day(30),
      });
      idsByCase[name] = saved.id;
    }
  });

  afterAll(() => t.close());

  async function listed(): Promise<PublicBooklet[]> {
    return (await request(t.server).get('/api/v1/booklet').expect(200)).body;
  }

  it('shows Published and SoldOut booklets', async () => {
    const ids = (await listed()).map((booklet) => booklet.id);
    expect(ids).toEqual(expect.arrayContaining([idsByCase.published, idsByCase.soldOut]));
  });

  it('shows a Draft only once its pre-order date has passed', async () => {
    const ids = (await listed()).map((booklet) => booklet.id);
    expect(ids).toContain(idsByCase.draftPreOrderPassed);
    expect(ids).not.toContain(idsByCase.draftFuture);
    expect(ids).not.toContain(idsByCase.draftWithoutDate);
  });

  it('never shows an Archived booklet, seeded or inserted', async () => {
    const booklets = await listed();
    expect(booklets.map((booklet) => booklet.id)).not.toContain(idsByCase.archived);
    expect(booklets.every((booklet) => booklet.state !== BookletState.Archived)).toBe(true);
  });

  it('sorts by year, then by region sortId', async () => {
    const booklets = await listed();
    const keys = booklets.map((booklet) => [booklet.year, booklet.regionSortId ?? 0]);
    const sorted = [...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
    expect(keys).toEqual(sorted);
    expect(new Set(booklets.map((booklet) => booklet.regionCanonical)).size).toBeGreaterThan(2);
  });

  it('answers the public card fields with the voucher count and no internal fields', async () => {
    const seeded = (await listed()).find(
      (booklet) =>
        booklet.regionCanonical === 'aarau-baden' && booklet.state === BookletState.Published,
    );
    expect(seeded).toEqual({
      id: expect.any(Number),
      regionId: expect.any(Number),
      regionName: 'Aarau-Baden',
      regionCanonical: 'aarau-baden',
      regionSortId: 10,
      year: expect.any(Number),
      state: BookletState.Published,
      unitPrice: 35,
      currency: 'CHF',
      orderFromDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      preOrderFromDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      hasCoverImage: true,
      coverImageId: expect.any(Number),
      voucherCount: expect.any(Number),
    });
    expect(seeded?.voucherCount).toBeGreaterThan(20);
  });

  it('lets caches keep the list for 10 seconds', async () => {
    const response = await request(t.server).get('/api/v1/booklet').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=10');
  });
});
