import { DEFAULT_LOCALE, LOCALES, type Locale } from '../enums.js';

export type { Catalogue, MessageKey, MessageParams } from './catalogue.js';
export { NAMESPACES, type Namespace } from './namespaces.js';

/**
 * The i18next options the browser and the api share. The namespace separator is the key
 * separator, so `validation.required` reads `required` in the namespace `validation`; the
 * catalogues use single-brace placeholders such as `{num}`.
 */
export const I18N_OPTIONS = {
  nsSeparator: '.',
  keySeparator: '.',
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  load: 'currentOnly',
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  returnNull: false,
} as const;

/**
 * A supported locale for a stored preference or an `Accept-Language` header:
 * English when the first language named is English, otherwise the default.
 */
export function toLocale(value: string | null | undefined): Locale {
  const first = (value ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'en' || first.startsWith('en-') ? 'en-US' : DEFAULT_LOCALE;
}
