import { REGION_INTRO_PREFIX, TEXT_BLOCK_CANONICALS } from '../text-blocks.js';

/** The public page (its path) that shows each of the storefront's text blocks. */
export const TEXT_BLOCK_PAGES: Readonly<Record<string, string>> = {
  [TEXT_BLOCK_CANONICALS.home]: '/',
  [TEXT_BLOCK_CANONICALS.corona]: '/',
  [TEXT_BLOCK_CANONICALS.outlets]: '/',
  [TEXT_BLOCK_CANONICALS.legalNotice]: '/legal-notice',
  [TEXT_BLOCK_CANONICALS.contact]: '/contact',
  [TEXT_BLOCK_CANONICALS.becomePartner]: '/become-partner',
};

/** The public page of a region's intro block (`intro-zugerland` → `/zugerland`). */
export const regionPageOfIntro = (canonical: string): string | undefined =>
  canonical.startsWith(REGION_INTRO_PREFIX)
    ? `/${canonical.slice(REGION_INTRO_PREFIX.length)}`
    : undefined;

/**
 * A subject block (its canonical ends in `-subject`, e.g. `order-mail-subject`) is used as one
 * line, such as a mail's subject: its text may hold no line breaks.
 */
export function isSubjectTextBlock(canonical: string): boolean {
  return canonical.endsWith('-subject');
}

/** A canonical: lower-case letters and digits, words joined by single hyphens (`legal-notice`). */
export function isSlug(value: string): boolean {
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value);
}
