import { catalogues, DEFAULT_LOCALE, LOCALES, type Locale } from '@gb/contracts';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The one i18n instance; remotes reach it through the shared platform and react-i18next. */
export const i18n: I18n = i18next.createInstance();

const resources: Resource = Object.fromEntries(
  LOCALES.map((locale) => [locale, { translation: catalogues[locale] }]),
);

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  load: 'currentOnly',
  // Resources are in memory: initialise synchronously so the first render is translated.
  initAsync: false,
  // The catalogues use single-brace placeholders such as `{num}`.
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  returnNull: false,
});

export function changeLocale(locale: Locale): Promise<unknown> {
  return i18n.changeLanguage(locale);
}
