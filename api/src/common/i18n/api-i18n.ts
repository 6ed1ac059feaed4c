import type { Locale, Translate } from '@gb/contracts';
import { I18N_OPTIONS, NAMESPACES } from '@gb/contracts/messages';
import { catalogues } from '@gb/contracts/messages/catalogues';
import i18next from 'i18next';

/** The api's one i18next instance: every catalogue in memory, the browser's options. */
const i18n = i18next.createInstance();
void i18n.init({
  ...I18N_OPTIONS,
  supportedLngs: [...I18N_OPTIONS.supportedLngs],
  resources: catalogues,
  ns: [...NAMESPACES],
  lng: I18N_OPTIONS.fallbackLng,
  initAsync: false,
});

/** The catalogue's `t` in one locale: for error bodies, mails, invoices and exports. */
export function translatorFor(locale: Locale): Translate {
  const t = i18n.getFixedT(locale);
  return (key, params) => t(key, params ?? {});
}

/** One message in a locale. */
export function translate(locale: Locale, key: string, params?: Record<string, unknown>): string {
  return translatorFor(locale)(key, params);
}
