import { LOCALE_COOKIE, LOCALES, type Locale } from '@gb/contracts';

/** The language a visitor chose, kept in this browser across visits. */
export const LOCALE_KEY = 'gb.locale';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

let addressRead = false;

/**
 * The language the page's address names (`?lang=en-US`, as the server's language links do),
 * once per page load: a later choice of the visitor is not undone by the address.
 */
export function takeLocaleFromAddress(search: string): Locale | null {
  if (addressRead) return null;
  addressRead = true;
  const wanted = new URLSearchParams(search).get('lang')?.toLowerCase();
  return (
    LOCALES.find((locale) => locale.toLowerCase() === wanted || locale.startsWith(`${wanted}-`)) ??
    null
  );
}

export function readRememberedLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(LOCALE_KEY);
    return LOCALES.find((locale) => locale === stored) ?? null;
  } catch {
    return null;
  }
}

/** Kept in this browser, and in a cookie so the server answers the next page in that language. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage may be disabled; the choice then lasts for this page only.
  }
}
