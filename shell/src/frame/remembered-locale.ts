import { LOCALES, type Locale } from '@gb/contracts';

/** The language a visitor chose, kept in this browser across visits. */
export const LOCALE_KEY = 'gb.locale';

export function readRememberedLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(LOCALE_KEY);
    return LOCALES.find((locale) => locale === stored) ?? null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage may be disabled; the choice then lasts for this page only.
  }
}
