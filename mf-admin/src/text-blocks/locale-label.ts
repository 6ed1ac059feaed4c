import type { Locale } from '@gb/contracts';

/** The name of each language in the frame's catalogue ('Deutsch', 'English'). */
export const LOCALE_LABEL_KEY: Record<Locale, 'locales.deCH' | 'locales.enUS'> = {
  'de-CH': 'locales.deCH',
  'en-US': 'locales.enUS',
};
