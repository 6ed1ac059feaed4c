import { z } from 'zod';
import {
  isBookletWideMove,
  isPreOrderBeforeOrder,
  isSwissVatRate,
} from './booklet-season-rules.js';
import { BookletState, VoucherStateClass } from '../enums.js';
import {
  commentFields,
  id,
  integerBetween,
  isoDateOrNull,
  issue,
  LONG_TEXT_MAX_LENGTH,
  money,
  percent,
  presentText,
} from './field-schemas.js';

const MIN_YEAR = 2000;
const MAX_YEAR = 2100;

const bookletYear = () => integerBetween('year', MIN_YEAR, MAX_YEAR);
const optionalCode = (
  field:
    | 'abacusProductId'
    | 'internalAbacusProductId'
    | 'costCentre1Income'
    | 'internalCostCentre1Income',
) => presentText(field, 50).nullable();
const optionalCount = (field: 'qtyPrinted' | 'maxInternalOrders') =>
  integerBetween(field, 0, 1_000_000).nullable();

/**
 * Booklet fields as the dashboard sends them; the state travels as its number. Year and region
 * are unique together: the api answers 409 for a second booklet of a region and year.
 */
export const bookletSchema = z
  .object({
    regionId: id('region'),
    year: bookletYear(),
    state: z.enum(BookletState),
    unitPrice: money('unitPrice'),
    orderFromDate: isoDateOrNull('orderFromDate'),
    preOrderFromDate: isoDateOrNull('preOrderFromDate'),
    vatPercent: percent('vatPercent').refine(
      isSwissVatRate,
      issue('swissVatRate', { field: 'vatPercent' }),
    ),
    internalUnitPrice: money('internalUnitPrice'),
    abacusProductId: optionalCode('abacusProductId'),
    internalAbacusProductId: optionalCode('internalAbacusProductId'),
    costCentre1Income: optionalCode('costCentre1Income'),
    internalCostCentre1Income: optionalCode('internalCostCentre1Income'),
    qtyPrinted: optionalCount('qtyPrinted'),
    maxInternalOrders: optionalCount('maxInternalOrders'),
    informationForNextYear: presentText('informationForNextYear', LONG_TEXT_MAX_LENGTH),
    responsibleUserId: id('responsibleUser').nullable(),
    shippingDate: isoDateOrNull('shippingDate'),
  })
  .refine(isPreOrderBeforeOrder, {
    ...issue('preOrderBeforeOrder', { field: 'preOrderFromDate' }),
    path: ['preOrderFromDate'],
  })
  .meta({ id: 'BookletRequest' });

export type BookletRequest = z.output<typeof bookletSchema>;

/** The fields a booklet request carries: what the dashboard edits of a stored booklet. */
export const BOOKLET_REQUEST_FIELDS = Object.keys(bookletSchema.shape) as (keyof BookletRequest)[];

/** The request fields of a booklet (or of anything that has them), and nothing else. */
export function bookletRequestOf(booklet: BookletRequest): BookletRequest {
  return Object.fromEntries(
    BOOKLET_REQUEST_FIELDS.map((field) => [field, booklet[field]]),
  ) as unknown as BookletRequest;
}

export const cloneBookletSchema = z
  .object({
    year: bookletYear(),
  })
  .meta({ id: 'CloneBookletRequest' });

export type CloneBookletRequest = z.output<typeof cloneBookletSchema>;

/** A booklet comment: a title and a text, both required. */
export const bookletCommentSchema = z
  .object({
    ...commentFields(),
  })
  .meta({ id: 'BookletCommentRequest' });

export type BookletCommentRequest = z.output<typeof bookletCommentSchema>;

/** `GET booklet?archived=true`: the staff list with archived booklets too. */
export const bookletListQuerySchema = z.object({
  archived: z.enum(['true', 'false']).optional(),
});

export type BookletListQuery = z.output<typeof bookletListQuerySchema>;

/** `PUT booklet/{id}/voucher-states`: one of the booklet-wide moves, nothing else. */
export const bookletVoucherStatesSchema = z
  .object({
    fromStateClass: z.enum(VoucherStateClass),
    toStateClass: z.enum(VoucherStateClass),
  })
  .refine(({ fromStateClass, toStateClass }) => isBookletWideMove(fromStateClass, toStateClass), {
    ...issue('invalid', { field: 'toStateClass' }),
    path: ['toStateClass'],
  })
  .meta({ id: 'VoucherStatesRequest' });

export type VoucherStatesRequest = z.output<typeof bookletVoucherStatesSchema>;

/** `POST booklet/{id}/update-gfp-in-progress-to-gfp-created` takes no fields. */
export const sendGoodForPrintingSchema = z.object({});
