import { DEFAULT_LOCALE, type Locale, type Translate } from '@gb/contracts';
import { I18N_OPTIONS, type Namespace } from '@gb/contracts/messages';
import common from '@gb/contracts/messages/de-CH/common';
import errors from '@gb/contracts/messages/de-CH/errors';
import footer from '@gb/contracts/messages/de-CH/footer';
import locales from '@gb/contracts/messages/de-CH/locales';
import remoteError from '@gb/contracts/messages/de-CH/remote-error';
import routes from '@gb/contracts/messages/de-CH/routes';
import site from '@gb/contracts/messages/de-CH/site';
import topBar from '@gb/contracts/messages/de-CH/top-bar';
import { catalogueLoaders, type NamespaceMessages } from '@gb/contracts/messages/loaders';
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

import { downloadNamespace, provideCatalogues } from './catalogue-registry';

/** The frame's wording, in the first load so the first render is translated. */
const FRAME_WORDING = { site, routes, topBar, footer, remoteError, locales, common, errors };

/** The wording the platform's forms and dialogs use; it downloads with them. */
export const FORM_NAMESPACES: readonly Namespace[] = [
  'fields',
  'validation',
  'apiErrors',
  'auth',
  'userDialog',
  'roles',
  'salutations',
  'menu',
  'kit',
];

/**
 * The one i18n instance; remotes reach it through the platform. Each top-level group of the
 * catalogue is an i18next namespace; a namespace downloads (i18next's resources-to-backend)
 * when code that needs it asks (`loadNamespaces`), in the language shown.
 */
export const i18n: I18n = i18next.createInstance();

provideCatalogues(catalogueLoaders);

void i18n
  .use(resourcesToBackend(downloadNamespace))
  .use(initReactI18next)
  .init({
    ...I18N_OPTIONS,
    supportedLngs: [...I18N_OPTIONS.supportedLngs],
    resources: { [DEFAULT_LOCALE]: FRAME_WORDING },
    ns: Object.keys(FRAME_WORDING),
    defaultNS: 'common',
    // Bundled wording and downloaded namespaces live side by side.
    partialBundledLanguages: true,
    lng: DEFAULT_LOCALE,
    // The frame's wording is in memory: initialise synchronously so the first render is translated.
    initAsync: false,
    react: { useSuspense: false },
  });

/** The page's language follows the one shown (screen readers, hyphenation, translation tools). */
function followDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
followDocumentLanguage(i18n.language);
i18n.on('languageChanged', followDocumentLanguage);

/**
 * Adds wording a bundle carries itself (a remote's first screen), then fetches those namespaces
 * in the language shown when that is another one.
 */
export function addBundledWording(
  locale: Locale,
  wording: Partial<Record<Namespace, NamespaceMessages>>,
): Promise<void> {
  for (const [namespace, messages] of Object.entries(wording))
    i18n.addResourceBundle(locale, namespace, messages, true, false);
  return loadNamespaces(Object.keys(wording) as Namespace[]);
}

/** Downloads namespaces in the language shown (and the default one, its fallback). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

/** The wording of the platform's forms and dialogs. */
export function loadFormWording(): Promise<void> {
  return loadNamespaces(FORM_NAMESPACES);
}

/** Switches the language; i18next downloads the namespaces in use in that language first. */
export function changeLocale(locale: Locale): Promise<unknown> {
  return i18n.changeLanguage(locale);
}

/** A message in the language shown, for code outside components (forms' validation, files). */
export const translate: Translate = (key, params) => i18n.t(key, params ?? {});
