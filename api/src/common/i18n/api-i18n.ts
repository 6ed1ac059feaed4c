import { catalogues, DEFAULT_LOCALE, INTERPOLATION, LOCALES, type Locale } from '@gb/contracts';
import i18next, { type i18n, type Resource, type TFunction } from 'i18next';

/** The catalogue's top-level groups (apiErrors, fields, orderMail …), each an i18next namespace. */
export const NAMESPACES = Object.keys(catalogues[DEFAULT_LOCALE]);

function resources(): Resource {
  return Object.fromEntries(LOCALES.map((locale) => [locale, { ...catalogues[locale] }]));
}

/**
 * The api's one i18next instance: keys such as `apiErrors.notFound` name the namespace first
 * (i18next accepts `nsSeparator === keySeparator` when the first part is a known namespace).
 * Initialised synchronously: the catalogues are in memory.
 */
const apiI18n: i18n = i18next.createInstance();
void apiI18n.init({
  resources: resources(),
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: NAMESPACES,
  defaultNS: 'common',
  nsSeparator: '.',
  keySeparator: '.',
  interpolation: { ...INTERPOLATION, escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** The translate function of one locale: `messagesIn('en-US')('apiErrors.notFound')`. */
export function messagesIn(locale: Locale): TFunction {
  return apiI18n.getFixedT(locale);
}
