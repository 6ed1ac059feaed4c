export * from './validation-issue.js';
// Field builders for schemas outside this package (e.g. forms that combine fields anew).
export {
  DEFAULT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  optionalEmail,
  optionalText,
  optionalZip,
  requiredEmail,
  requiredText,
  requiredZip,
  strongPassword,
} from './field-schemas.js';
export * from './auth.schema.js';
export * from './user.schema.js';
export * from './voucher.schema.js';
export * from './reference-data.schema.js';
export * from './text-block-rules.js';
export * from './order.schema.js';
export * from './company.schema.js';
export * from './booklet.schema.js';
export * from './booklet-season-rules.js';
export * from './partner-order.schema.js';
export * from './query.schema.js';
export * from './wallet.schema.js';
