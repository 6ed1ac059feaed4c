// Small on purpose: the root travels in Home's first load. What only staff need of the text
// blocks (the page of each, the subject and slug rules) is in `schemas/text-block-rules.ts`.

/** Canonicals of the text blocks the public pages show. */
export const TEXT_BLOCK_CANONICALS = {
  home: 'home',
  corona: 'corona',
  outlets: 'outlets',
  legalNotice: 'legal-notice',
  contact: 'contact',
  becomePartner: 'become-partner',
} as const;

export const REGION_INTRO_PREFIX = 'intro-';

/** The intro of a regional landing page. */
export const regionIntroCanonical = (regionCanonical: string) =>
  `${REGION_INTRO_PREFIX}${regionCanonical}`;
