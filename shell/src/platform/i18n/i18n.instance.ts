import { DEFAULT_LOCALE, LOCALES, type Locale } from '@gb/contracts';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { defaultCatalogue, loadCatalogue, remainingCatalogue } from './catalogue-loader';

/** The one i18n instance; remotes reach it through the shared platform and react-i18next. */
export const i18n: I18n = i18next.createInstance();

const NAMESPACE = 'translation';

void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LOCALE]: { [NAMESPACE]: defaultCatalogue } },
  // The other locale's catalogue is added by changeLocale before switching to it.
  partialBundledLanguages: true,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  load: 'currentOnly',
  // The default catalogue is in memory: initialise synchronously so the first render is translated.
  initAsync: false,
  // The catalogues use single-brace placeholders such as `{num}`.
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  returnNull: false,
});

export async function changeLocale(locale: Locale): Promise<unknown> {
  if (!i18n.hasResourceBundle(locale, NAMESPACE))
    i18n.addResourceBundle(locale, NAMESPACE, await loadCatalogue(locale));
  return i18n.changeLanguage(locale);
}

let remaining: Promise<void> | undefined;

/**
 * Adds the default catalogue's groups that Home's first load leaves out. Code that uses them
 * (dialogs, forms, dashboard remotes) awaits it before it first renders; it downloads once.
 */
export function loadRemainingCatalogue(): Promise<void> {
  remaining ??= remainingCatalogue().then((groups) => {
    i18n.addResourceBundle(DEFAULT_LOCALE, NAMESPACE, groups, true, false);
  });
  return remaining;
}
