import type { Booklet } from '@gb/contracts';

/** The list's filters as the URL keeps them: empty means all. */
export type BookletFilter = {
  year: string;
  region: string;
  archived: string;
};

export const NO_FILTER: BookletFilter = { year: '', region: '', archived: '' };

export function filterBooklets(booklets: readonly Booklet[], filter: BookletFilter): Booklet[] {
  return booklets.filter(
    (booklet) =>
      (filter.year === '' || String(booklet.year) === filter.year) &&
      (filter.region === '' || String(booklet.regionId) === filter.region),
  );
}

/** The years and regions the booklets have, for the filter selects: newest year first. */
export function filterChoices(booklets: readonly Booklet[]) {
  const years = [...new Set(booklets.map((booklet) => booklet.year))].sort((a, b) => b - a);
  const regions = [
    ...new Map(booklets.map((booklet) => [booklet.regionId, booklet.regionName])).entries(),
  ].sort(([, a], [, b]) => a.localeCompare(b));
  return { years, regions };
}
