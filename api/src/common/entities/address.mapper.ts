import { AddressType, type Address } from '@gb/contracts';

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
