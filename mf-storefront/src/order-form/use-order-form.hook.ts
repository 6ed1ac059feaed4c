import { useSelector } from '@gb/shell/platform';
import { mayOrderNow, type PublicBooklet } from '@gb/contracts';
import { useEffect, useMemo, useState } from 'react';

import { selectOrderIntent } from './order-intent.slice';
import { emptyOrderForm, withLineSelected, type OrderFormState } from './order-form-state';

/**
 * The form's state over the orderable booklets: lines follow the booklet list, and a card's
 * order click ticks its booklet.
 */
export function useOrderForm(booklets: readonly PublicBooklet[]) {
  const orderable = useMemo(
    () => booklets.filter((booklet) => mayOrderNow(booklet, new Date())),
    [booklets],
  );
  const [state, setState] = useState<OrderFormState>(() => emptyOrderForm(orderable));
  // The slice is injected lazily, so its selector types the state it reads itself.
  const { bookletId: picked, clicks } = useSelector(selectOrderIntent);

  useEffect(() => {
    setState((before) => ({
      ...before,
      lines: emptyOrderForm(orderable).lines.map(
        (line) => before.lines.find((kept) => kept.bookletId === line.bookletId) ?? line,
      ),
    }));
  }, [orderable]);

  useEffect(() => {
    if (picked !== null) setState((before) => withLineSelected(before, picked, true));
  }, [picked, clicks, orderable]);

  const reset = () => setState(emptyOrderForm(orderable));
  return { orderable, state, setState, reset };
}
