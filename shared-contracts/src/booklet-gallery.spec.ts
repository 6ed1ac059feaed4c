import { bookletGallery } from './booklet-gallery.js';

const booklet = (id: number, year: number, coverImageId: number | null = id) => ({
  id,
  year,
  hasCoverImage: coverImageId !== null,
  coverImageId,
});

describe('bookletGallery', () => {
  it('lists the years in ascending order, each with its booklets in the order of the list', () => {
    const list = [booklet(1, 2027), booklet(2, 2026), booklet(3, 2027), booklet(4, 2026)];
    const gallery = bookletGallery(list);
    expect(gallery.years).toEqual([
      { year: 2026, booklets: [list[1], list[3]] },
      { year: 2027, booklets: [list[0], list[2]] },
    ]);
    expect(gallery.cards).toEqual([list[1], list[3], list[0], list[2]]);
  });

  it('sorts the years as numbers, not as text', () => {
    const gallery = bookletGallery([booklet(1, 10000), booklet(2, 9999)]);
    expect(gallery.years.map(({ year }) => year)).toEqual([9999, 10000]);
  });

  it('names the first card of the first year the first, the very object of the list', () => {
    const list = [booklet(1, 2027), booklet(2, 2026), booklet(3, 2026)];
    expect(bookletGallery(list).first).toBe(list[1]);
  });

  it('names first the first card that shows a cover, passing over drawn placeholders', () => {
    const list = [booklet(1, 2026, null), booklet(2, 2026), booklet(3, 2027)];
    expect(bookletGallery(list).first).toBe(list[1]);
    expect(bookletGallery([booklet(1, 2026, null)]).first).toBeUndefined();
  });

  it('shows the year headings only when there are several years', () => {
    expect(bookletGallery([booklet(1, 2026), booklet(2, 2026)]).showsYears).toBe(false);
    expect(bookletGallery([booklet(1, 2026), booklet(2, 2027)]).showsYears).toBe(true);
  });

  it('has no years, cards or first card for an empty list', () => {
    expect(bookletGallery([])).toEqual({
      years: [],
      showsYears: false,
      cards: [],
      first: undefined,
    });
  });
});
