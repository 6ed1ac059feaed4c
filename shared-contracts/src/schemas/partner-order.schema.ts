import { z } from 'zod';
import type {
  InventoryRequest,
  PartnerOrderRequest,
  PartnerOrderStateRequest,
  ReturnOrderRequest,
  ReturnOrderStateRequest,
} from '../api.js';
import { PartnerOrderState, ReturnOrderState } from '../enums.js';
import { id, integerBetween, optionalText } from './field-schemas.js';
import { orderLinesArraySchema } from './order.schema.js';
import { locatedAddressSchema } from './user.schema.js';

export const partnerOrderSchema = z.object({
  orderLines: orderLinesArraySchema,
  shippingAddress: locatedAddressSchema.optional(),
  deliveryComment: optionalText('deliveryComment', 2000),
}) satisfies z.ZodType<PartnerOrderRequest>;

export const returnOrderSchema = z.object({
  orderLines: orderLinesArraySchema,
}) satisfies z.ZodType<ReturnOrderRequest>;

export const partnerOrderStateSchema = z.object({
  state: z.enum(PartnerOrderState),
}) satisfies z.ZodType<PartnerOrderStateRequest>;

export const returnOrderStateSchema = z.object({
  state: z.enum(ReturnOrderState),
}) satisfies z.ZodType<ReturnOrderStateRequest>;

/** A company reports how many booklets it still holds (0 allowed). */
export const inventorySchema = z.object({
  bookletId: id('booklet'),
  quantity: integerBetween('quantity', 0, 100_000),
}) satisfies z.ZodType<InventoryRequest>;
