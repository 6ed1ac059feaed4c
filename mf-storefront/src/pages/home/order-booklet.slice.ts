import { createSlice, type PayloadAction, rootReducer } from '@gb/shell/platform';

export interface OrderBookletState {
  /** The booklet a visitor chose with a card's order badge; the order form ticks it. */
  bookletId: number | null;
  /** Grows with every pick, so picking the same booklet again ticks it again. */
  pickCount: number;
}

const initialState: OrderBookletState = { bookletId: null, pickCount: 0 };

/**
 * The one piece of state between the booklet gallery and the order form: a card's
 * "Bestellen!" or "Vorbestellen" click dispatches `bookletPickedForOrder(id)` and scrolls to
 * `#order`; the order form selects `selectPickedBooklet` and ticks that booklet.
 */
const orderBookletSlice = createSlice({
  name: 'orderBooklet',
  initialState,
  reducers: {
    bookletPickedForOrder(state, action: PayloadAction<number>) {
      state.bookletId = action.payload;
      state.pickCount += 1;
    },
  },
  selectors: {
    selectPickedBooklet: (state) => state,
  },
});

// Injected into the shared store when the storefront loads; other remotes never need it.
const injected = orderBookletSlice.injectInto(rootReducer);

export const { bookletPickedForOrder } = orderBookletSlice.actions;
export const { selectPickedBooklet } = injected.selectors;
