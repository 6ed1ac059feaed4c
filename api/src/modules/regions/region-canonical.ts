const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** The URL name of a region: "Zürich Oberland" → "zuerich-oberland". */
export function regionCanonical(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[äöüß]/g, (letter) => TRANSLITERATION[letter] ?? letter)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'region'
  );
}
