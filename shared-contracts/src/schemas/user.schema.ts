import { z } from 'zod';
import type {
  AddressRequest,
  LocatedAddressRequest,
  UpdateLocaleRequest,
  UpdateUserRequest,
} from '../api.js';
import { AddressType, LOCALES } from '../enums.js';
import {
  id,
  issue,
  missingOrInvalid,
  optionalEmail,
  optionalText,
  optionalZip,
  requiredText,
} from './field-schemas.js';

/** de-CH or en-US, nothing else. */
export const localeSchema = z.enum(LOCALES, missingOrInvalid('preferredLocale'));

export const updateLocaleSchema = z.object({
  preferredLocale: localeSchema,
}) satisfies z.ZodType<UpdateLocaleRequest>;

export const updateUserSchema = z.object({
  companyId: id('company').nullable(),
}) satisfies z.ZodType<UpdateUserRequest>;

/** Fields before the names, in the forms' order; all may stay empty. */
const addressHead = {
  type: z.enum(AddressType, missingOrInvalid('type')).optional(),
  salutation: optionalText('salutation', 50),
  company: optionalText('company'),
};

/** Fields after the names, in the forms' order; all may stay empty. */
const addressTail = {
  street: optionalText('street'),
  addressAddition: optionalText('addressAddition'),
  zip: optionalZip('zip'),
  city: optionalText('city'),
  email: optionalEmail('email'),
  email2: optionalEmail('email2'),
  phone: optionalText('phone', 50),
  homepage: optionalText('homepage'),
};

/** The profile address: first and last name required, emails valid when given. */
export const addressSchema = z.object({
  ...addressHead,
  firstname: requiredText('firstname'),
  lastname: requiredText('lastname'),
  ...addressTail,
}) satisfies z.ZodType<AddressRequest>;

function coordinate(field: 'lon' | 'lat', bound: number) {
  return z
    .number(missingOrInvalid(field))
    .min(-bound, issue('invalid', { field }))
    .max(bound, issue('invalid', { field }))
    .nullable()
    .optional();
}

/** A voucher's or a company location's address, with its map position. */
export const locatedAddressSchema = z.object({
  ...addressHead,
  firstname: optionalText('firstname'),
  lastname: optionalText('lastname'),
  ...addressTail,
  lon: coordinate('lon', 180),
  lat: coordinate('lat', 90),
}) satisfies z.ZodType<LocatedAddressRequest>;
