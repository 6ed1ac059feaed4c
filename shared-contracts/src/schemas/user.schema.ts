import { z } from 'zod';
import { ADDRESS_MAX_LENGTH } from '../field-limits.js';
import { AddressType, LOCALES } from '../enums.js';
import {
  id,
  numberBetween,
  optionalEmail,
  optionalText,
  optionalZip,
  requiredText,
} from './field-schemas.js';

/** de-CH or en-US, nothing else. */
export const localeSchema = z.enum(LOCALES);

export const updateLocaleSchema = z
  .object({
    preferredLocale: localeSchema,
  })
  .meta({ id: 'UpdateLocaleRequest' });

export type UpdateLocaleRequest = z.output<typeof updateLocaleSchema>;

export const updateUserSchema = z
  .object({
    companyId: id('company').nullable(),
  })
  .meta({ id: 'UpdateUserRequest' });

export type UpdateUserRequest = z.output<typeof updateUserSchema>;

/** Fields before the names, in the forms' order; all may stay empty. */
const addressHead = {
  type: z.enum(AddressType).optional(),
  salutation: optionalText('salutation', ADDRESS_MAX_LENGTH.salutation),
  company: optionalText('company', ADDRESS_MAX_LENGTH.company),
};

/** Fields after the names, in the forms' order; all may stay empty. */
const addressTail = {
  street: optionalText('street', ADDRESS_MAX_LENGTH.street),
  addressAddition: optionalText('addressAddition', ADDRESS_MAX_LENGTH.addressAddition),
  zip: optionalZip('zip'),
  city: optionalText('city', ADDRESS_MAX_LENGTH.city),
  email: optionalEmail('email'),
  email2: optionalEmail('email2'),
  phone: optionalText('phone', ADDRESS_MAX_LENGTH.phone),
  homepage: optionalText('homepage', ADDRESS_MAX_LENGTH.homepage),
};

/** The profile address: first and last name required, emails valid when given. */
export const addressSchema = z
  .object({
    ...addressHead,
    firstname: requiredText('firstname', ADDRESS_MAX_LENGTH.firstname),
    lastname: requiredText('lastname', ADDRESS_MAX_LENGTH.lastname),
    ...addressTail,
  })
  .meta({ id: 'AddressRequest' });

export type AddressRequest = z.output<typeof addressSchema>;

function coordinate(field: 'lon' | 'lat', bound: number) {
  return numberBetween(field, -bound, bound).nullable().optional();
}

/** A voucher's or a company location's address, with its map position. */
export const locatedAddressSchema = z
  .object({
    ...addressHead,
    firstname: optionalText('firstname', ADDRESS_MAX_LENGTH.firstname),
    lastname: optionalText('lastname', ADDRESS_MAX_LENGTH.lastname),
    ...addressTail,
    lon: coordinate('lon', 180),
    lat: coordinate('lat', 90),
  })
  .meta({ id: 'LocatedAddressRequest' });

export type LocatedAddressRequest = z.output<typeof locatedAddressSchema>;
