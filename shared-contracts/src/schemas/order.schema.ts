import { z } from 'zod';
import { ADDRESS_MAX_LENGTH } from '../field-limits.js';
import { AddressType } from '../enums.js';
import {
  id,
  integerBetween,
  integerQuery,
  issue,
  money,
  optionalEmail,
  optionalText,
  presentText,
  requiredEmail,
  requiredText,
  requiredZip,
} from './field-schemas.js';

export const MAX_QUANTITY_PER_LINE = 100;

export const orderLineSchema = z
  .object({
    bookletId: id('booklet'),
    quantity: integerBetween('quantity', 1, MAX_QUANTITY_PER_LINE),
  })
  .meta({ id: 'OrderLineRequest' });

export type OrderLineRequest = z.output<typeof orderLineSchema>;

/** One or more booklet lines. */
export const orderLinesArraySchema = z
  .array(orderLineSchema)
  .refine((lines) => lines.length > 0, issue('atLeastOneBooklet', { field: 'orderLines' }));

const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

type OrderInput = { type?: unknown; company?: unknown; firstname?: unknown; lastname?: unknown };

/**
 * Whether a name field is required: always for a private order; for a company order the
 * names are required only without a company name.
 */
function needsName(order: OrderInput): boolean {
  return order.type !== AddressType.Company || isBlank(order.company);
}

/** A company order needs the company name only when both names are empty. */
function needsCompany(order: OrderInput): boolean {
  return order.type === AddressType.Company && isBlank(order.firstname) && isBlank(order.lastname);
}

// Run even when other fields failed, so the form shows every missing field at once;
// only a body that is no object at all is left to the object's own issue.
const always = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

/** The billing address fields of the order form. */
const billingAddressFields = {
  type: z.enum(AddressType),
  salutation: optionalText('salutation', ADDRESS_MAX_LENGTH.salutation),
  company: optionalText('company', ADDRESS_MAX_LENGTH.company),
  firstname: optionalText('firstname', ADDRESS_MAX_LENGTH.firstname),
  lastname: optionalText('lastname', ADDRESS_MAX_LENGTH.lastname),
  street: requiredText('street', ADDRESS_MAX_LENGTH.street),
  zip: requiredZip('zip'),
  city: requiredText('city', ADDRESS_MAX_LENGTH.city),
  email: requiredEmail('email'),
  email2: optionalEmail('email2'),
  phone: optionalText('phone', ADDRESS_MAX_LENGTH.phone),
  homepage: optionalText('homepage', ADDRESS_MAX_LENGTH.homepage),
};

/**
 * Conditional name rules of the order form; a private order's company is cleared, as the
 * form does before it submits.
 */
function withNameRules<T extends z.ZodType<OrderInput & { type: AddressType }>>(schema: T) {
  return schema
    .refine((order: OrderInput) => !needsName(order) || !isBlank(order.firstname), {
      ...issue('required', { field: 'firstname' }),
      path: ['firstname'],
      ...always,
    })
    .refine((order: OrderInput) => !needsName(order) || !isBlank(order.lastname), {
      ...issue('required', { field: 'lastname' }),
      path: ['lastname'],
      ...always,
    })
    .refine((order: OrderInput) => !needsCompany(order) || !isBlank(order.company), {
      ...issue('required', { field: 'company' }),
      path: ['company'],
      ...always,
    })
    .transform((order) => (order.type === AddressType.Private ? { ...order, company: '' } : order));
}

/** The public order. */
export const createOrderSchema = withNameRules(
  z.object({ ...billingAddressFields, orderLines: orderLinesArraySchema }),
).meta({ id: 'CreateOrderRequest' });

/** Body of the public `POST order`, as the order form sends it. */
export type CreateOrderRequest = z.input<typeof createOrderSchema>;

/** A franchisee's correction of an order's billing address: the order form's rules. */
export const billingAddressSchema = withNameRules(z.object(billingAddressFields)).meta({
  id: 'BillingAddressRequest',
});

export const updateOrderSchema = z
  .object({
    postage: money('postage'),
    postageProductNo: presentText('postageProductNo', 50),
    postageLabel: presentText('postageLabel', 100),
  })
  .meta({ id: 'UpdateOrderRequest' });

export type UpdateOrderRequest = z.output<typeof updateOrderSchema>;

export const orderLinesSchema = z
  .object({
    lines: orderLinesArraySchema,
  })
  .meta({ id: 'OrderLinesRequest' });

export type OrderLinesRequest = z.output<typeof orderLinesSchema>;

/** `GET order/postage?quantity=N`: query strings arrive as text. */
export const postageQuerySchema = z.object({
  quantity: integerQuery('quantity', 0, Number.MAX_SAFE_INTEGER),
});

/** `GET order?archived=`: `true` lists the orders of archived booklets; absent or `false` the rest. */
export const orderListQuerySchema = z.object({
  archived: z.enum(['true', 'false']).optional(),
});

/** `GET accounting/abacus-export?year=`: the booklet year, the current one when left out. */
export const abacusExportQuerySchema = z.object({
  year: integerQuery('year', 2000, 2100).optional(),
});

/** `GET statistics?year=`: the booklet year (default: the current one by the August rule). */
export const statisticsQuerySchema = abacusExportQuerySchema;

export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
