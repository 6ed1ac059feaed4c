import type validation from '../de-CH/validation.js';

const messages: typeof validation = {
  required: '{field} is required',
  email: '{field} must be a valid email-address',
  passwordStrength: '{field} does not meet the minimum strength-requirements',
  zip: '{field} has to be a valid zip',
  maxLength: '{field} must be at most {maxLength} characters long',
  range: '{field} must be between {min} and {max}',
  invalid: '{field} is invalid',
  passwordMismatch: 'Password and confirmation password do not match',
  noLineBreaks: '{field} must not contain line breaks',
  atLeastOneBooklet: 'Please select at least one booklet',
  termsRequired: 'Please accept the terms and conditions',
  insideSwitzerland: '{field} must lie inside Switzerland',
  customerCommentNotVisible: 'A comment mailed to the company must be visible to the company',
  preOrderBeforeOrder: "{field} must be before the 'Orderable from' date",
  slug: "{field} may only hold lower-case letters, digits and single hyphens (e.g. 'legal-notice')",
  swissVatRate: '{field} must be a Swiss VAT rate (0, 2.6, 3.8 or 8.1 %)',
  portalPath: '{field} must be a path inside the portal, starting with a single /, not an address',
  activationCode: '{field} is mistyped: please check its 16 characters (e.g. K7QX-94HM-T2RB-5NC2)',
  redemptionPin: '{field} has 4 to 6 digits',
};

export default messages;
