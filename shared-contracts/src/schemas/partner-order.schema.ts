import { z } from 'zod';
import type {
  InventoryRequest,
  PartnerOrderRequest,
  PartnerOrderStateRequest,
  ReturnOrderRequest,
  ReturnOrderStateRequest,
} from '../api.js';
import { MAX_RECORD_ID } from '../entities.js';
import { PartnerOrderState, PartnerOrderType, ReturnOrderState } from '../enums.js';
import { id, integerBetween, integerQuery, optionalText } from './field-schemas.js';
import { orderLinesArraySchema } from './order.schema.js';
import { locatedAddressSchema } from './user.schema.js';

export const partnerOrderSchema = z.object({
  companyId: id('company').optional(),
  orderLines: orderLinesArraySchema,
  shippingAddress: locatedAddressSchema.optional(),
  deliveryComment: optionalText('deliveryComment', 2000),
}) satisfies z.ZodType<PartnerOrderRequest>;

export const returnOrderSchema = z.object({
  companyId: id('company').optional(),
  orderLines: orderLinesArraySchema,
}) satisfies z.ZodType<ReturnOrderRequest>;

export const partnerOrderStateSchema = z.object({
  state: z.enum(PartnerOrderState),
}) satisfies z.ZodType<PartnerOrderStateRequest>;

/** At collection: how many of a booklet came back (0 allowed). */
const returnedLineSchema = z.object({
  bookletId: id('booklet'),
  quantity: integerBetween('quantity', 0, 100_000),
});

export const returnOrderStateSchema = z.object({
  state: z.enum(ReturnOrderState),
  returned: z.array(returnedLineSchema).optional(),
}) satisfies z.ZodType<ReturnOrderStateRequest>;

/** A company reports how many booklets it still holds (0 allowed). */
export const inventorySchema = z.object({
  companyId: id('company').optional(),
  bookletId: id('booklet'),
  quantity: integerBetween('quantity', 0, 100_000),
}) satisfies z.ZodType<InventoryRequest>;

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
