const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** The column's length: umlauts become two letters, so a long name's canonical is cut to fit. */
export const REGION_CANONICAL_MAX_LENGTH = 100;

/** The URL name of a region: "Zürich Oberland" → "zuerich-oberland". */
export function regionCanonical(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[äöüß]/g, (letter) => TRANSLITERATION[letter] ?? letter)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, REGION_CANONICAL_MAX_LENGTH)
      .replace(/-+$/, '') || 'region'
  );
}

/** The canonical with a `-N` suffix, the base shortened so the whole still fits the column. */
export function withSuffix(canonical: string, suffix: number): string {
  const tail = `-${suffix}`;
  return `${canonical.slice(0, REGION_CANONICAL_MAX_LENGTH - tail.length).replace(/-+$/, '')}${tail}`;
}
