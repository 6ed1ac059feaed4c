import type { CreateOrderRequest, Order as OrderDto } from '@gb/contracts';

import { toAddressDto } from '../../common/entities/address.mapper.js';
import type { AddressColumns } from '../../common/entities/address.embeddable.js';
import type { Order } from './entities/order.entity.js';

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
