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
  /**
   * The first card that shows a cover (a card without one shows a drawn placeholder): that cover
   * is the gallery's largest paint, fetched first and preloaded by the server.
   */
  first: T | undefined;
}

/**
 * How a booklet gallery lays out the public list: the storefront's gallery, the server's first
 * screen and its cover preload all follow it, so the browser finds the preloaded cover in the
 * card the page draws.
 */
/** What the gallery needs of a booklet: its year, and whether it has a cover to show. */
export interface GalleryBooklet {
  year: number;
  hasCoverImage: boolean;
  coverImageId: number | null;
}

/** Whether a booklet's card shows its cover (else the placeholder with its region and year). */
export const showsCover = (booklet: GalleryBooklet): boolean =>
  booklet.hasCoverImage && booklet.coverImageId !== null;

export function bookletGallery<T extends GalleryBooklet>(
  booklets: readonly T[],
): BookletGalleryLayout<T> {
  const years = [...new Set(booklets.map((booklet) => booklet.year))]
    .sort((a, b) => a - b)
    .map((year) => ({ year, booklets: booklets.filter((booklet) => booklet.year === year) }));
  const cards = years.flatMap((year) => year.booklets);
  return { years, showsYears: years.length > 1, cards, first: cards.find(showsCover) };
}
