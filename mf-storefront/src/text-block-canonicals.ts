/** Canonicals of the text blocks the public pages show. */
export const TEXT_BLOCK_CANONICALS = {
  home: 'home',
  legalNotice: 'legal-notice',
  contact: 'contact',
  becomePartner: 'become-partner',
} as const;
