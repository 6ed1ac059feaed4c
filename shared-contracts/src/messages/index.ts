import { DEFAULT_LOCALE, type Locale } from '../enums.js';
import type { Catalogue, MessageKey, MessageParams } from './catalogue.js';
import { deCH } from './de-CH.js';
import { enUS } from './en-US.js';

export type { Catalogue, MessageKey, MessageParams } from './catalogue.js';

/** Both catalogues; usable directly as i18next resources in the namespace 'translation'. */
export const catalogues: Record<Locale, Catalogue> = { 'de-CH': deCH, 'en-US': enUS };

/** Placeholders are single braces: i18next runs with prefix '{' and suffix '}'. */
export const INTERPOLATION = { prefix: '{', suffix: '}' } as const;

const PLACEHOLDER = /\{(\w+)\}/g;

function lookUp(catalogue: Catalogue, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{name}` placeholders; unknown placeholders stay visible so a gap is noticed. */
export function interpolate(message: string, params: MessageParams = {}): string {
  return message.replace(PLACEHOLDER, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A message in the locale, falling back to de-CH, then to the key itself. */
export function translate(
  locale: Locale,
  key: MessageKey | string,
  params?: MessageParams,
): string {
  const message =
    lookUp(catalogues[locale] ?? catalogues[DEFAULT_LOCALE], key) ??
    lookUp(catalogues[DEFAULT_LOCALE], key) ??
    key;
  return interpolate(message, params);
}

/**
 * A supported locale for a stored preference or an `Accept-Language` header:
 * English when the first language named is English, otherwise the default.
 */
export function toLocale(value: string | null | undefined): Locale {
  const first = (value ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'en' || first.startsWith('en-') ? 'en-US' : DEFAULT_LOCALE;
}
