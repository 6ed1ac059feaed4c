import { useAppDispatch, useLocation, useNavigate } from '@gb/shell/platform';
import { useCallback } from 'react';

import { orderClicked } from '../order-form/order-intent.slice';
import { useVoucherFilter } from '../vouchers/use-voucher-filter.hook';
import { scrollToSection, SECTION_IDS } from '../vouchers/scroll-to-section';

// Scroll once React has rendered what the click changed.
const afterRender = (action: () => void) => setTimeout(action, 0);

/** What a booklet card's clicks do: filter and show the vouchers, or tick it on the order form. */
export function useBookletActions() {
  const [, setFilter] = useVoucherFilter();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const showVouchers = useCallback(
    (bookletId: number) => {
      setFilter({ bookletId, fulltext: '', categoryId: null });
      afterRender(() => scrollToSection(SECTION_IDS.vouchers));
    },
    [setFilter],
  );

  const order = useCallback(
    (bookletId: number) => {
      dispatch(orderClicked({ bookletId }));
      // The order form lives on Home; other pages go there first.
      if (pathname !== '/') navigate(`/#${SECTION_IDS.order}`);
      else afterRender(() => scrollToSection(SECTION_IDS.order));
    },
    [dispatch, navigate, pathname],
  );

  return { showVouchers, order };
}
