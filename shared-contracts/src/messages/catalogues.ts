import { LOCALES, type Locale } from '../enums.js';
import type { Catalogue } from './catalogue.js';
import { catalogueLoaders } from './loaders.js';
import { NAMESPACES } from './namespaces.js';

async function catalogueOf(locale: Locale): Promise<Catalogue> {
  const groups = await Promise.all(
    NAMESPACES.map(async (ns) => [ns, (await catalogueLoaders[ns][locale]()).default] as const),
  );
  return Object.fromEntries(groups) as Catalogue;
}

/**
 * Both catalogues whole, as i18next resources (one namespace per top-level group), read from the
 * namespaces' files once when this module loads: for the api (errors, mails, invoices) and the
 * tests. A page never imports it: it downloads the namespaces it shows (`catalogueLoaders`).
 */
export const catalogues: Record<Locale, Catalogue> = Object.fromEntries(
  await Promise.all(LOCALES.map(async (locale) => [locale, await catalogueOf(locale)] as const)),
) as Record<Locale, Catalogue>;
