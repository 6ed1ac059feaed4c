import { SECTION_IDS } from '../vouchers/scroll-to-section';

const ORDER_ANCHOR = new RegExp(`^#${SECTION_IDS.order}-([1-9][0-9]{0,9})$`);

/**
 * The booklet an address asks to order: Home's `#order-<booklet id>`, where the order badges of
 * the server's first screen lead (orderAnchor). Undefined for any other anchor.
 */
export function bookletToOrder(hash: string): number | undefined {
  const match = ORDER_ANCHOR.exec(hash);
  return match ? Number(match[1]) : undefined;
}

/** Home's address that ticks the booklet on the order form (see bookletToOrder). */
export const orderAnchor = (bookletId: number) => `/#${SECTION_IDS.order}-${bookletId}`;
