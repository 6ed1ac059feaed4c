import type { MessageKey } from '@gb/contracts';

/** Catalogue keys of the order errors a client sees. */
export const ORDER_MESSAGE = {
  bookletNotOrderable: 'apiErrors.bookletNotOrderable',
} as const satisfies Record<string, MessageKey>;
