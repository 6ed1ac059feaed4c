import { z } from 'zod';
import { MAX_RECORD_ID } from '../field-limits.js';
import { PartnerOrderState, PartnerOrderType, ReturnOrderState } from '../enums.js';
import { id, integerBetween, integerQuery, optionalText } from './field-schemas.js';
import { orderLinesArraySchema } from './order.schema.js';
import { locatedAddressSchema } from './user.schema.js';

export const partnerOrderSchema = z
  .object({
    companyId: id('company').optional(),
    orderLines: orderLinesArraySchema,
    shippingAddress: locatedAddressSchema.optional(),
    deliveryComment: optionalText('deliveryComment', 2000),
  })
  .meta({ id: 'PartnerOrderRequest' });

export type PartnerOrderRequest = z.output<typeof partnerOrderSchema>;

export const returnOrderSchema = z
  .object({
    companyId: id('company').optional(),
    orderLines: orderLinesArraySchema,
  })
  .meta({ id: 'ReturnOrderRequest' });

export type ReturnOrderRequest = z.output<typeof returnOrderSchema>;

export const partnerOrderStateSchema = z
  .object({
    state: z.enum(PartnerOrderState),
  })
  .meta({ id: 'PartnerOrderStateRequest' });

export type PartnerOrderStateRequest = z.output<typeof partnerOrderStateSchema>;

/** At collection: how many of a booklet came back (0 allowed). */
const returnedLineSchema = z.object({
  bookletId: id('booklet'),
  quantity: integerBetween('quantity', 0, 100_000),
});

export const returnOrderStateSchema = z
  .object({
    state: z.enum(ReturnOrderState),
    returned: z.array(returnedLineSchema).optional(),
  })
  .meta({ id: 'ReturnOrderStateRequest' });

export type ReturnOrderStateRequest = z.output<typeof returnOrderStateSchema>;

/** A company reports how many booklets it still holds (0 allowed). */
export const inventorySchema = z
  .object({
    companyId: id('company').optional(),
    bookletId: id('booklet'),
    quantity: integerBetween('quantity', 0, 100_000),
  })
  .meta({ id: 'InventoryRequest' });

export type InventoryRequest = z.output<typeof inventorySchema>;

/** `GET partner-order` and `GET return-order`: every filter optional. */
export const partnerOrderListQuerySchema = z.object({
  state: z
    .enum([...Object.values(PartnerOrderState), ...Object.values(ReturnOrderState)])
    .optional(),
  type: z.enum(PartnerOrderType).optional(),
  companyId: integerQuery('company', 1, MAX_RECORD_ID).optional(),
  bookletId: integerQuery('booklet', 1, MAX_RECORD_ID).optional(),
  year: integerQuery('year', 2000, 2100).optional(),
});

export type PartnerOrderListQuery = z.infer<typeof partnerOrderListQuerySchema>;

/** `GET partner-order/stock`, `…/sell-through`, `company-inventory`, `partner-order/booklets`. */
export const partnerStockQuerySchema = z.object({
  companyId: integerQuery('company', 1, MAX_RECORD_ID).optional(),
  bookletId: integerQuery('booklet', 1, MAX_RECORD_ID).optional(),
  year: integerQuery('year', 2000, 2100).optional(),
});

export type PartnerStockQuery = z.infer<typeof partnerStockQuerySchema>;
