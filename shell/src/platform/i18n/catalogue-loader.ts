import type { Catalogue, Locale } from '@gb/contracts';
import { deCH } from '@gb/contracts/messages/de-CH';

/** The default catalogue is part of the first load, so Home carries one locale's wording only. */
export const defaultCatalogue: Catalogue = deCH;

/** Every other catalogue is downloaded when a user switches to its locale. */
const CATALOGUES: Record<Locale, () => Promise<Catalogue>> = {
  'de-CH': () => Promise.resolve(deCH),
  'en-US': () => import('@gb/contracts/messages/en-US').then((module) => module.enUS),
};

export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  return CATALOGUES[locale]();
}
