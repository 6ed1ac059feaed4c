import { createSlice, type PayloadAction, rootReducer } from '@gb/shell/platform';

export interface OrderIntentState {
  /** The form was asked for (its section neared the viewport, or an order click): shown since. */
  requested: boolean;
  /** The booklet the last order click named, which the form ticks; none for the banner's button. */
  bookletId: number | null;
  /** Grows with every order click, so ordering the same booklet again ticks it again. */
  clicks: number;
  /** An order click the shown form has not yet answered by taking the focus. */
  focusPending: boolean;
}

const initialState: OrderIntentState = {
  requested: false,
  bookletId: null,
  clicks: 0,
  focusPending: false,
};

/**
 * The visitor's wish to order, the one piece of state between Home (its order section, the
 * banner's "Jetzt bestellen", a booklet card's "Bestellen!" or "Vorbestellen") and the order
 * form: the section shows the form once it is requested, the form ticks the booklet of the
 * last order click and takes the focus once per click (keyboard and screen reader users land
 * where they asked to go).
 */
const orderIntentSlice = createSlice({
  name: 'orderIntent',
  initialState,
  reducers: {
    /** The order section neared the viewport: the form (and its chunk) loads. */
    orderFormRequested(state) {
      state.requested = true;
    },
    /** An order click: a card's with its booklet, the banner's with none. */
    orderClicked(state, action: PayloadAction<{ bookletId: number | null }>) {
      state.requested = true;
      state.bookletId = action.payload.bookletId;
      state.clicks += 1;
      state.focusPending = true;
    },
    /** The shown form took the focus the last order click asked for. */
    orderFocusTaken(state) {
      state.focusPending = false;
    },
  },
  selectors: {
    selectOrderIntent: (state) => state,
  },
});

// Injected into the shared store when the storefront loads; other remotes never need it.
const injected = orderIntentSlice.injectInto(rootReducer);

export const { orderFormRequested, orderClicked, orderFocusTaken } = orderIntentSlice.actions;
export const { selectOrderIntent } = injected.selectors;
