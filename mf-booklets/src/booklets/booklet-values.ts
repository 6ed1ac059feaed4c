import { BookletState, type Booklet, type BookletRequest } from '@gb/contracts';
import { bookletRequestOf } from '@gb/contracts/schemas';

/** What the form edits of a stored booklet. */
export function bookletValues(booklet: Booklet): BookletRequest {
  return bookletRequestOf(booklet);
}

/** A new booklet's starting values: next year, a draft, the reduced VAT rate of printed matter. */
export function newBookletValues(regionId: number, now: Date = new Date()): BookletRequest {
  return {
    regionId,
    year: now.getFullYear() + 1,
    state: BookletState.Draft,
    unitPrice: 0,
    orderFromDate: null,
    preOrderFromDate: null,
    vatPercent: 2.6,
    internalUnitPrice: 0,
    abacusProductId: null,
    internalAbacusProductId: null,
    costCentre1Income: null,
    internalCostCentre1Income: null,
    qtyPrinted: null,
    maxInternalOrders: null,
    informationForNextYear: '',
    responsibleUserId: null,
    shippingDate: null,
  };
}
