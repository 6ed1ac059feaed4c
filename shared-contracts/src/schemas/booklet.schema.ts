import { z } from 'zod';
import type { BookletRequest, CloneBookletRequest } from '../api.js';
import { BookletState } from '../enums.js';
import {
  id,
  integerBetween,
  isoDateOrNull,
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

/** Booklet fields as the dashboard sends them; the state travels as its number. */
export const bookletSchema = z.object({
  regionId: id('region'),
  year: bookletYear(),
  state: z.enum(BookletState),
  unitPrice: money('unitPrice'),
  orderFromDate: isoDateOrNull('orderFromDate'),
  preOrderFromDate: isoDateOrNull('preOrderFromDate'),
  vatPercent: percent('vatPercent'),
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
}) satisfies z.ZodType<BookletRequest>;

export const cloneBookletSchema = z.object({
  year: bookletYear(),
}) satisfies z.ZodType<CloneBookletRequest>;
