import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from '@gb/contracts';

/** The query parameter of a page's language in its address (`/contact?lang=en-US`). */
export const LANG_QUERY = 'lang';

/** `en-US`, `en`, `EN-us` … → en-US; `de-CH`, `de` → de-CH; anything else is no language. */
export function parseLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = value.trim().toLowerCase();
  return LOCALES.find((locale) => locale.toLowerCase() === wanted || locale.slice(0, 2) === wanted);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The language a page is answered in: the address's `?lang=`, else the visitor's choice kept in
 * the language cookie (the shell writes it when the visitor chooses), else German.
 */
export function pageLocale(request: {
  query: Record<string, unknown>;
  headers: { cookie?: string };
}): Locale {
  return (
    parseLocale(request.query[LANG_QUERY]) ??
    parseLocale(cookieValue(request.headers.cookie, LOCALE_COOKIE)) ??
    DEFAULT_LOCALE
  );
}

/** A page's address in a language: German at the plain path, English with `?lang=en-US`. */
export function localizedUrl(baseUrl: string, path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE
    ? `${baseUrl}${path}`
    : `${baseUrl}${path}?${LANG_QUERY}=${locale}`;
}

/**
 * A page's address in each language and the one for any other (x-default, German): the head's
 * hreflang alternates and the sitemap's list them alike.
 */
export function pageAlternates(
  baseUrl: string,
  path: string,
): Record<Locale | 'x-default', string> {
  return {
    'de-CH': localizedUrl(baseUrl, path, 'de-CH'),
    'en-US': localizedUrl(baseUrl, path, 'en-US'),
    'x-default': localizedUrl(baseUrl, path, DEFAULT_LOCALE),
  };
}
