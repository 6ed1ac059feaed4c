import { AddressType, type Address, type LocatedAddressRequest } from '@gb/contracts';

import type { AddressColumns } from './address.embeddable.js';

/** Stored address columns as clients see them; a missing type is a private address. */
export function toAddressDto(address: AddressColumns): Address {
  return {
    type: address.type ?? AddressType.Private,
    salutation: address.salutation,
    company: address.company,
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    addressAddition: address.addressAddition,
    zip: address.zip,
    city: address.city,
    email: address.email,
    email2: address.email2,
    phone: address.phone,
    homepage: address.homepage,
    lon: address.lon,
    lat: address.lat,
  };
}

/** A located address as sent (a voucher's, a company's location): fields left out become empty. */
export function toLocatedAddressColumns(
  body: LocatedAddressRequest,
  defaultType: AddressType,
): AddressColumns {
  return {
    type: body.type ?? defaultType,
    salutation: body.salutation ?? '',
    company: body.company ?? '',
    firstname: body.firstname ?? '',
    lastname: body.lastname ?? '',
    street: body.street ?? '',
    addressAddition: body.addressAddition ?? '',
    zip: body.zip ?? '',
    city: body.city ?? '',
    email: body.email ?? '',
    email2: body.email2 ?? '',
    phone: body.phone ?? '',
    homepage: body.homepage ?? '',
    lon: body.lon ?? null,
    lat: body.lat ?? null,
  };
}
