import { DEFAULT_LOCALE, LOCALES, type Locale } from '@gb/contracts';

/**
 * A stored preference or i18next's language as a supported locale. Unlike the contracts'
 * `toLocale` (which reads Accept-Language headers) it needs no catalogue, so Home's shared
 * copy of the contracts carries none.
 */
export function asLocale(language: string | null | undefined): Locale {
  return LOCALES.find((locale) => locale === language) ?? DEFAULT_LOCALE;
}
