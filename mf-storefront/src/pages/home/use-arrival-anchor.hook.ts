import { useLocation } from '@gb/shell/platform';
import { useEffect } from 'react';

import { bookletToOrder } from '../../booklets/booklet-order-anchor';
import { useBookletActions } from '../../booklets/use-booklet-actions.hook';
import { scrollToSection } from '../../vouchers/scroll-to-section';

/**
 * Arriving on Home with an anchor (from a regional page, or a click on the server's first
 * screen before the app drew): once Home is drawn, `#vouchers` and `#order` scroll to their
 * section, and `#order-<booklet id>` also ticks that booklet on the order form, which takes the
 * focus, as the card's order badge does.
 */
export function useArrivalAnchor(drawn: boolean): void {
  const { hash } = useLocation();
  const { order } = useBookletActions();
  useEffect(() => {
    if (!drawn || !hash) return;
    const bookletId = bookletToOrder(hash);
    if (bookletId === undefined) scrollToSection(hash.slice(1));
    else order(bookletId);
  }, [drawn, hash, order]);
}
