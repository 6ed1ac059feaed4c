import { bookletSellThroughOf, sellThroughOf } from './sell-through.js';

const row = { companyId: 1, companyName: 'Pizzeria', bookletId: 2, bookletName: 'Zugerland 2026' };

describe('sellThroughOf', () => {
  it('counts as sold what was delivered and is neither held nor returned', () => {
    expect(sellThroughOf({ ...row, delivered: 10, held: 3, returned: 2 })).toMatchObject({
      sold: 5,
      sellThroughRate: 0.5,
    });
  });

  it('leaves sold and rate unknown while the point of sale never reported its stock', () => {
    expect(sellThroughOf({ ...row, delivered: 10, held: null, returned: 2 })).toMatchObject({
      sold: null,
      sellThroughRate: null,
    });
  });
});

describe('bookletSellThroughOf', () => {
  const now = new Date('2026-11-01T12:00:00Z');
  const booklet = { bookletId: 2, bookletName: 'Zugerland 2026', qtyPrinted: 1000 };

  it('estimates the run-out day from the pace since the sale began', () => {
    const estimate = bookletSellThroughOf(
      {
        ...booklet,
        soldPublicly: 150,
        soldByPartners: 50,
        saleStart: new Date('2026-09-02T12:00:00Z'),
      },
      now,
    );
    // 200 sold in 60 days: 3.33 a day; 800 left last about 240 days.
    expect(estimate).toMatchObject({ left: 800, runOutDate: '2027-06-29' });
    expect(estimate.perDay).toBeCloseTo(3.333, 3);
  });

  it('promises no run-out day when nothing sells, the pace is too slow to matter or the print run is unknown', () => {
    const start = new Date('2026-10-01T00:00:00Z');
    const idle = { ...booklet, soldPublicly: 0, soldByPartners: 0, saleStart: start };
    expect(bookletSellThroughOf(idle, now)).toMatchObject({
      left: 1000,
      perDay: 0,
      runOutDate: null,
    });
    const slow = { ...idle, soldPublicly: 3 };
    expect(bookletSellThroughOf(slow, now)).toMatchObject({ left: 997, runOutDate: null });
    const unknown = { ...idle, qtyPrinted: null, soldPublicly: 5 };
    expect(bookletSellThroughOf(unknown, now)).toMatchObject({ left: null, runOutDate: null });
  });
});
