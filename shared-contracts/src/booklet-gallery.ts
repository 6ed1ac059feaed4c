/** One year of a booklet gallery: the year and its booklets in the order the list has them. */
export interface GalleryYear<T> {
  year: number;
  booklets: T[];
}

/** A booklet gallery (Home's, a region's) as the storefront draws it. */
export interface BookletGalleryLayout<T> {
  /** The years in ascending order, each with its booklets in the order the list has them. */
  years: GalleryYear<T>[];
  /** The year headings show only when there are several years. */
  showsYears: boolean;
  /** The booklets in the order the gallery shows them: year by year. */
  cards: T[];
  /** The first card of the first year: its cover is the page's largest paint, fetched first. */
  first: T | undefined;
}

/**
 * How a booklet gallery lays out the public list: the storefront's gallery, the server's first
 * screen and its cover preload all follow it, so the browser finds the preloaded cover in the
 * card the page draws.
 */
export function bookletGallery<T extends { year: number }>(
  booklets: readonly T[],
): BookletGalleryLayout<T> {
  const years = [...new Set(booklets.map((booklet) => booklet.year))]
    .sort((a, b) => a - b)
    .map((year) => ({ year, booklets: booklets.filter((booklet) => booklet.year === year) }));
  const cards = years.flatMap((year) => year.booklets);
  return { years, showsYears: years.length > 1, cards, first: cards[0] };
}
