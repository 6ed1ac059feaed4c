import { BookletState, type PublicBooklet } from '@gb/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { Booklet } from '../src/modules/booklets/entities/booklet.entity.js';
import { Region } from '../src/modules/regions/entities/region.entity.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (inDays: number) => new Date(Date.now() + inDays * DAY_MS).toISOString().slice(0, 10);

const STATES = [
  ['Draft', BookletState.Draft],
  ['Published', BookletState.Published],
  ['SoldOut', BookletState.SoldOut],
  ['Archived', BookletState.Archived],
] as const;
const PRE_ORDER = [
  ['past', -3],
  ['future', 3],
] as const;
// Visibility by state and pre-order date (spec section 4, second reading).
const EXPECTED: Record<string, boolean> = {
  'Draft/past': true,
  'Draft/future': false,
  'Published/past': true,
  'Published/future': true,
  'SoldOut/past': true,
  'SoldOut/future': true,
  'Archived/past': false,
  'Archived/future': false,
};

/** The booklet year a Swiss calendar gives today: from August on, next year's. */
function augustRuleYear(now: Date): number {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  return month! >= 8 ? year! + 1 : year!;
}

describe('public booklet visibility', () => {
  let t: TestApp;
  const ids = new Map<string, number>();
  let listed: PublicBooklet[];

  beforeAll(async () => {
    t = await startTestApp();
    const dataSource = t.app.get(DataSource);
    let year = 2070;
    for (const [stateName, state] of STATES) {
      for (const [when, inDays] of PRE_ORDER) {
        // A region per case keeps the (region, year) pairs unique.
        const region = await dataSource.getRepository(Region).save({
          name: `Testregion ${stateName} ${when}`,
          canonical: `test-${stateName.toLowerCase()}-${when}`,
          sortId: 900,
        });
        const booklet = await dataSource.getRepository(Booklet).save({
          regionId: region.id,
          year: year++,
          state,
          unitPrice: 30,
          vatPercent: 8.1,
          preOrderFromDate: day(inDays),
          orderFromDate: day(inDays + 10),
        });
        ids.set(`${stateName}/${when}`, booklet.id);
      }
    }
    listed = (await request(t.server).get('/api/v1/booklet').expect(200)).body;
  });

  afterAll(() => t.close());

  it.each(Object.entries(EXPECTED))('%s is listed: %s', (key, visible) => {
    expect(listed.some((booklet) => booklet.id === ids.get(key))).toBe(visible);
  });

  it("seeds this booklet year's booklets by the August rule, and next year's as drafts not yet listed", () => {
    const year = augustRuleYear(new Date());
    const seeded = listed.filter((booklet) => booklet.year < 2070);
    expect(new Set(seeded.map((booklet) => booklet.year))).toEqual(new Set([year]));
    expect(seeded.map((booklet) => booklet.regionCanonical).sort()).toEqual([
      'aarau-baden',
      'freiamt-seetal',
      'sempachersee',
      'winterthur',
      'zugerland',
    ]);
  });

  it('answers the list from the process cache for 10 s, and browsers may keep it as long', async () => {
    const dataSource = t.app.get(DataSource);
    await dataSource.getRepository(Booklet).update(ids.get('Draft/future')!, {
      preOrderFromDate: day(-1),
    });
    const again = await request(t.server).get('/api/v1/booklet').expect(200);
    expect(again.headers['cache-control']).toBe('public, max-age=10');
    expect(again.body).toEqual(listed);
    await request(t.server)
      .get('/api/v1/booklet')
      .set('If-None-Match', again.headers.etag!)
      .expect(304);
  });
});
