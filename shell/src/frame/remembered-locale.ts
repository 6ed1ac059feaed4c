import { LOCALE_COOKIE, LOCALES, type Locale } from '@gb/contracts';

/** The language a visitor chose, kept in this browser across visits (named as its cookie). */
export const LOCALE_KEY = LOCALE_COOKIE;

let addressRead = false;

/**
 * The language the page's address names (`?lang=en-US`, as the server's language links do),
 * once per page load: a later choice of the visitor is not undone by the address.
 */
export function takeLocaleFromAddress(search: string): Locale | null {
  if (addressRead) return null;
  addressRead = true;
  // `en-US` or `en`, as the server takes them.
  const wanted = new URLSearchParams(search).get('lang');
  return (wanted && LOCALES.find((locale) => locale.startsWith(wanted))) || null;
}

export function readRememberedLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(LOCALE_KEY);
    return LOCALES.find((locale) => locale === stored) ?? null;
  } catch {
    return null;
  }
}

/** Kept in this browser, and for a year in a cookie so the server answers pages in that language. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage may be disabled; the choice then lasts for this page only.
  }
}
