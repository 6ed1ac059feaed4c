// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a pattern module declaration reaches every workspace that compiles the platform only this way
/// <reference path="./catalogue-part.d.ts" />
import type { Catalogue, Locale } from '@gb/contracts';
import { deCH } from '@gb/contracts/messages/de-CH?part=first-load';

/**
 * Only the default catalogue's groups the frame and Home's first screen use are part of the
 * first load; the others arrive with the code that needs them (`remainingCatalogue`).
 */
export const defaultCatalogue: Partial<Catalogue> = deCH;

/** The default catalogue's groups outside the first load: forms, dialogs, dashboard screens. */
export function remainingCatalogue(): Promise<Partial<Catalogue>> {
  return import('@gb/contracts/messages/de-CH?part=remaining').then((module) => module.deCH);
}

/** Every other catalogue is downloaded whole when a user switches to its locale. */
const CATALOGUES: Record<Locale, () => Promise<Partial<Catalogue>>> = {
  'de-CH': () => Promise.resolve(deCH),
  'en-US': () => import('@gb/contracts/messages/en-US').then((module) => module.enUS),
};

export function loadCatalogue(locale: Locale): Promise<Partial<Catalogue>> {
  return CATALOGUES[locale]();
}
