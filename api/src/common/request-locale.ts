import { DEFAULT_LOCALE, LOCALES, type Locale } from '@gb/contracts';

/**
 * Picks the supported locale the client prefers most from an Accept-Language header
 * ("en-US,en;q=0.8" → en-US; a bare "en" or "de" maps to its one supported variant).
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: quality ? Number(quality.slice(2)) : 1, index };
    })
    .filter(({ tag, q }) => tag && !Number.isNaN(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    const language = LOCALES.find(
      (locale) => locale.toLowerCase().split('-')[0] === tag.split('-')[0],
    );
    if (language) return language;
  }
  return DEFAULT_LOCALE;
}
