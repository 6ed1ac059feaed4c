import { In, type EntityManager } from 'typeorm';

import type { AuthenticatedUser } from '../../../common/auth/index.js';
import { PartnerOrderStateChange } from '../entities/partner-order-state-change.entity.js';
import {
  PartnerOrderErrorCode,
  PartnerOrderException,
} from '../exceptions/partner-order.exception.js';

/**
 * Refuses (409) a move that is not the state's next step (NEXT_PARTNER_ORDER_STATE,
 * NEXT_RETURN_ORDER_STATE), e.g. a stale or skipped one.
 */
export function assertNextState<S extends string>(
  next: Partial<Record<S, S>>,
  from: S,
  to: S,
): void {
  if (next[from] !== to) throw new PartnerOrderException(PartnerOrderErrorCode.STATE_NOT_ALLOWED);
}

/** Who acts on an order or reports stock, as the history keeps them. */
export type ActingUser = Pick<AuthenticatedUser, 'id' | 'email'>;

/** Writes the move to the history, with the user who made it. */
export async function recordStateChange(
  manager: EntityManager,
  order: { partnerOrderId: number } | { returnOrderId: number },
  fromState: string,
  toState: string,
  user: ActingUser,
): Promise<void> {
  await manager.getRepository(PartnerOrderStateChange).insert({
    partnerOrderId: 'partnerOrderId' in order ? order.partnerOrderId : null,
    returnOrderId: 'returnOrderId' in order ? order.returnOrderId : null,
    fromState,
    toState,
    userId: user.id,
    username: user.email,
  });
}

/** The histories of the orders, each oldest move first. */
export async function stateChangesOf(
  manager: EntityManager,
  kind: 'partnerOrderId' | 'returnOrderId',
  ids: readonly number[],
): Promise<Map<number, PartnerOrderStateChange[]>> {
  const byOrder = new Map<number, PartnerOrderStateChange[]>();
  if (ids.length === 0) return byOrder;
  const changes = await manager.getRepository(PartnerOrderStateChange).find({
    where: { [kind]: In([...ids]) },
    order: { changedAt: 'ASC', id: 'ASC' },
  });
  for (const change of changes) {
    const orderId = change[kind]!;
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), change]);
  }
  return byOrder;
}
