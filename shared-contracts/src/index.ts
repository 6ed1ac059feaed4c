// The contracts' root: rules, types and constants every part of the portal shares (small, no zod).
export * from './enums.js';
export * from './entities.js';
export * from './api.js';
export * from './roles.js';
export * from './route-table.js';
export * from './booklet-rules.js';
export * from './booklet-gallery.js';
export * from './comments.js';
export type { VoucherActionKey } from './voucher-states.js';
export * from './validation.js';
export * from './text-blocks.js';
export * from './text-links.js';
export * from './portal-path.js';
export * from './money.js';
export * from './postage.js';
export * from './partner-order-states.js';
export * from './sorting.js';
export * from './format.js';
export * from './upload-types.js';
// Messages, schemas and the voucher workflow are subpaths of their own (`@gb/contracts/messages`,
// `@gb/contracts/schemas`, `@gb/contracts/voucher-workflow`): they travel with the code that needs
// them, not with every page.
export type { Catalogue, MessageKey, MessageParams } from './messages/catalogue.js';
export * from './first-screen.js';
