import {
  AddressType,
  type Address,
  type CreateOrderRequest,
  type Order as OrderDto,
} from '@gb/contracts';

import type { AddressColumns } from '../../common/entities/address.embeddable.js';
import type { Order } from './entities/order.entity.js';

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

/** The billing address columns of an order request; fields not sent are stored blank. */
export function billingAddressOf(
  request: Omit<CreateOrderRequest, 'orderLines'>,
): Partial<AddressColumns> {
  return {
    type: request.type,
    salutation: request.salutation ?? '',
    company: request.company ?? '',
    firstname: request.firstname ?? '',
    lastname: request.lastname ?? '',
    street: request.street,
    zip: request.zip,
    city: request.city,
    email: request.email,
    email2: request.email2 ?? '',
    phone: request.phone ?? '',
    homepage: request.homepage ?? '',
    addressAddition: '',
    lon: null,
    lat: null,
  };
}

/** The stored order as clients see it; lines in the order they were written. */
export function toOrderDto(order: Order): OrderDto {
  return {
    id: order.id,
    displayOrderId: order.displayOrderId,
    orderDateTime: order.orderDateTime.toISOString(),
    billingAddress: toAddressDto(order.billingAddress),
    orderLines: [...order.orderLines]
      .sort((a, b) => a.id - b.id)
      .map((line) => ({
        bookletId: line.bookletId,
        currency: line.currency,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        price: line.price,
        vatPercent: line.vatPercent,
      })),
    postage: order.postage,
    postageLabel: order.postageLabel,
    postageProductNo: order.postageProductNo,
    total: order.total,
  };
}
