import { BookletState, type Booklet, type BookletRequest } from '@gb/contracts';

/** What the form edits of a stored booklet. */
export function bookletValues(booklet: Booklet): BookletRequest {
  return {
    regionId: booklet.regionId,
    year: booklet.year,
    state: booklet.state,
    unitPrice: booklet.unitPrice,
    orderFromDate: booklet.orderFromDate,
    preOrderFromDate: booklet.preOrderFromDate,
    vatPercent: booklet.vatPercent,
    internalUnitPrice: booklet.internalUnitPrice,
    abacusProductId: booklet.abacusProductId,
    internalAbacusProductId: booklet.internalAbacusProductId,
    costCentre1Income: booklet.costCentre1Income,
    internalCostCentre1Income: booklet.internalCostCentre1Income,
    qtyPrinted: booklet.qtyPrinted,
    maxInternalOrders: booklet.maxInternalOrders,
    informationForNextYear: booklet.informationForNextYear,
    responsibleUserId: booklet.responsibleUserId,
    shippingDate: booklet.shippingDate,
  };
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
