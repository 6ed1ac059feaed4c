/** Canonicals of the text blocks the public pages show. */
export const TEXT_BLOCK_CANONICALS = {
  home: 'home',
  corona: 'corona',
  outlets: 'outlets',
  legalNotice: 'legal-notice',
  contact: 'contact',
  becomePartner: 'become-partner',
} as const;

/** The intro of a regional landing page. */
export const regionIntroCanonical = (regionCanonical: string) => `intro-${regionCanonical}`;
