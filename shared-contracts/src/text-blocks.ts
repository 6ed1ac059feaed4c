/** Canonicals of the text blocks the public pages show. */
export const TEXT_BLOCK_CANONICALS = {
  home: 'home',
  corona: 'corona',
  outlets: 'outlets',
  legalNotice: 'legal-notice',
  contact: 'contact',
  becomePartner: 'become-partner',
} as const;

/** The public page (its path) that shows each of the storefront's text blocks. */
export const TEXT_BLOCK_PAGES: Readonly<Record<string, string>> = {
  [TEXT_BLOCK_CANONICALS.home]: '/',
  [TEXT_BLOCK_CANONICALS.corona]: '/',
  [TEXT_BLOCK_CANONICALS.outlets]: '/',
  [TEXT_BLOCK_CANONICALS.legalNotice]: '/legal-notice',
  [TEXT_BLOCK_CANONICALS.contact]: '/contact',
  [TEXT_BLOCK_CANONICALS.becomePartner]: '/become-partner',
};

const REGION_INTRO_PREFIX = 'intro-';

/** The intro of a regional landing page. */
export const regionIntroCanonical = (regionCanonical: string) =>
  `${REGION_INTRO_PREFIX}${regionCanonical}`;

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
