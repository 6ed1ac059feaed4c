// Tests render messages the way the product does: through i18next, with the shared options.
import i18next from 'i18next';
import type { Locale } from '../enums.js';
import { catalogues } from '../messages/catalogues.js';
import { I18N_OPTIONS, NAMESPACES } from '../messages/index.js';
import type { Translate } from '../validation.js';

const i18n = i18next.createInstance();
void i18n.init({
  ...I18N_OPTIONS,
  supportedLngs: [...I18N_OPTIONS.supportedLngs],
  resources: catalogues,
  ns: [...NAMESPACES],
  lng: I18N_OPTIONS.fallbackLng,
  initAsync: false,
});

/** The catalogue's `t` in one locale. */
export function translatorFor(locale: Locale): Translate {
  const t = i18n.getFixedT(locale);
  return (key, params) => t(key, params ?? {});
}
