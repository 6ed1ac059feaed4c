import { PartnerOrderState, ReturnOrderState } from './enums.js';

/** The one step a partner order's state may take: ordered → shipped → closed ('Verrechnet'). */
export const NEXT_PARTNER_ORDER_STATE: Partial<Record<PartnerOrderState, PartnerOrderState>> = {
  [PartnerOrderState.Ordered]: PartnerOrderState.Shipped,
  [PartnerOrderState.Shipped]: PartnerOrderState.Closed,
};

/** A return order's: requested → collected → closed. */
export const NEXT_RETURN_ORDER_STATE: Partial<Record<ReturnOrderState, ReturnOrderState>> = {
  [ReturnOrderState.Requested]: ReturnOrderState.Collected,
  [ReturnOrderState.Collected]: ReturnOrderState.Closed,
};
