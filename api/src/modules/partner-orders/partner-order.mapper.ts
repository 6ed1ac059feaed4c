import {
  PartnerOrderType,
  type PartnerOrder as PartnerOrderDto,
  type PartnerOrderStateChange as StateChangeDto,
  type ReturnOrder as ReturnOrderDto,
} from '@gb/contracts';

import { toAddressDto } from '../../common/entities/address.mapper.js';
import type { PartnerOrderStateChange } from './entities/partner-order-state-change.entity.js';
import type { PartnerOrder } from './entities/partner-order.entity.js';
import type { ReturnOrder } from './entities/return-order.entity.js';

const byId = <T extends { id: number }>(a: T, b: T) => a.id - b.id;

function toStateChangeDto(change: PartnerOrderStateChange): StateChangeDto {
  return {
    fromState: change.fromState,
    toState: change.toState,
    changedAt: change.changedAt.toISOString(),
    userId: change.userId,
    username: change.username,
  };
}

/** Commission when any line may be returned, Purchase when every line is bought. */
export function orderTypeOf(lines: readonly { type: PartnerOrderType }[]): PartnerOrderType {
  return lines.some((line) => line.type === PartnerOrderType.Commission)
    ? PartnerOrderType.Commission
    : PartnerOrderType.Purchase;
}

/** A stored partner order (lines and company loaded) as clients see it. */
export function toPartnerOrderDto(
  order: PartnerOrder,
  changes: readonly PartnerOrderStateChange[],
): PartnerOrderDto {
  return {
    id: order.id,
    companyId: order.companyId,
    companyName: order.company.name,
    displayOrderId: order.displayOrderId,
    orderDateTime: order.orderDateTime.toISOString(),
    state: order.state,
    type: order.type,
    orderLines: [...order.orderLines].sort(byId).map((line) => ({
      bookletId: line.bookletId,
      quantity: line.quantity,
      type: line.type,
      unitPrice: line.unitPrice,
      vatPercent: line.vatPercent,
    })),
    shippingAddress: toAddressDto(order.shippingAddress),
    deliveryComment: order.deliveryComment,
    closedAt: order.closedAt?.toISOString() ?? null,
    stateChanges: changes.map(toStateChangeDto),
  };
}

/** A stored return order (lines and company loaded) as clients see it. */
export function toReturnOrderDto(
  order: ReturnOrder,
  changes: readonly PartnerOrderStateChange[],
): ReturnOrderDto {
  return {
    id: order.id,
    companyId: order.companyId,
    companyName: order.company.name,
    displayOrderId: order.displayOrderId,
    orderDateTime: order.orderDateTime.toISOString(),
    state: order.state,
    type: order.type,
    orderLines: [...order.orderLines].sort(byId).map((line) => ({
      bookletId: line.bookletId,
      quantity: line.quantity,
      returned: line.returned,
    })),
    returned: order.returned !== null,
    returnedAt: order.returned?.toISOString() ?? null,
    stateChanges: changes.map(toStateChangeDto),
  };
}
