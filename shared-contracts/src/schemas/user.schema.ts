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

/** Address fields every address form shares; all may stay empty. */
const addressFields = {
  type: z.enum(AddressType, missingOrInvalid('type')).optional(),
  salutation: optionalText('salutation', 50),
  company: optionalText('company'),
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
  ...addressFields,
  firstname: requiredText('firstname'),
  lastname: requiredText('lastname'),
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
  ...addressFields,
  firstname: optionalText('firstname'),
  lastname: optionalText('lastname'),
  lon: coordinate('lon', 180),
  lat: coordinate('lat', 90),
}) satisfies z.ZodType<LocatedAddressRequest>;
