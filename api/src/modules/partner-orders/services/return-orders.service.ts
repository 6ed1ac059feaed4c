import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  NEXT_RETURN_ORDER_STATE,
  PartnerOrderType,
  ReturnOrderState,
  type OrderLineRequest,
  type ReturnOrder as ReturnOrderDto,
} from '@gb/contracts';
import type { PartnerOrderListQuery } from '@gb/contracts/schemas';
import { DataSource, type EntityManager } from 'typeorm';

import { assertCompanyScope, type AuthenticatedUser } from '../../../common/auth/index.js';
import { Company } from '../../companies/entities/company.entity.js';
import { ReturnOrderLine } from '../entities/return-order-line.entity.js';
import { ReturnOrder } from '../entities/return-order.entity.js';
import {
  PartnerOrderErrorCode,
  PartnerOrderException,
} from '../exceptions/partner-order.exception.js';
import { toReturnOrderDto } from '../partner-order.mapper.js';
import { mergeLines } from './order-lines.js';
import { COMPANY_LOCK_SQL } from './partner-company.js';
import { nextDisplayId, RETURN_ORDER_NUMBERS } from './partner-display-id.js';
import {
  assertNextState,
  recordStateChange,
  stateChangesOf,
  type ActingUser,
} from './state-moves.js';
import { filterOrderList } from './order-list-filter.js';

interface ReturnableRow {
  booklet_id: number;
  commission_delivered: string;
  purchased: string;
  returning: string;
}

/**
 * What a company may still return per booklet: commission booklets delivered (shipped or
 * billed orders) minus those already announced for return (counted once collected).
 */
async function returnableOf(
  manager: EntityManager,
  companyId: number,
): Promise<Map<number, { returnable: number; onlyPurchased: boolean }>> {
  const rows = (await manager.query(
    `SELECT d.booklet_id, d.commission_delivered, d.purchased, COALESCE(r.returning, 0) AS returning
     FROM (
       SELECT l.booklet_id,
              COALESCE(sum(l.quantity) FILTER (WHERE l.type = 'Commission'
                AND o.state IN ('shipped', 'closed')), 0) AS commission_delivered,
              COALESCE(sum(l.quantity) FILTER (WHERE l.type = 'Purchase'), 0) AS purchased
       FROM partner_order_line l JOIN partner_order o ON o.id = l.partner_order_id
       WHERE o.company_id = $1
       GROUP BY l.booklet_id
     ) d
     LEFT JOIN (
       SELECT rl.booklet_id, sum(COALESCE(rl.returned, rl.quantity)) AS returning
       FROM return_order_line rl JOIN return_order ro ON ro.id = rl.return_order_id
       WHERE ro.company_id = $1
       GROUP BY rl.booklet_id
     ) r ON r.booklet_id = d.booklet_id`,
    [companyId],
  )) as ReturnableRow[];
  return new Map(
    rows.map((row) => [
      row.booklet_id,
      {
        returnable: Math.max(0, Number(row.commission_delivered) - Number(row.returning)),
        onlyPurchased: Number(row.commission_delivered) === 0 && Number(row.purchased) > 0,
      },
    ]),
  );
}

/** Return orders: a company announces unsold commission booklets; franchisees collect them. */
@Injectable()
export class ReturnOrdersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Never more than delivered minus returned, never a bought booklet; numbered gaplessly. */
  async create(companyId: number, orderLines: OrderLineRequest[]): Promise<ReturnOrderDto> {
    const id = await this.dataSource.transaction((manager) =>
      this.requestWithin(manager, companyId, orderLines),
    );
    return this.get(id);
  }

  /** The same request within the caller's transaction; answers the return's id. */
  async requestWithin(
    manager: EntityManager,
    companyId: number,
    orderLines: OrderLineRequest[],
  ): Promise<number> {
    if (!(await manager.getRepository(Company).existsBy({ id: companyId }))) {
      throw new PartnerOrderException(PartnerOrderErrorCode.COMPANY_NOT_FOUND);
    }
    await manager.query(COMPANY_LOCK_SQL, [companyId]);
    const returnable = await returnableOf(manager, companyId);
    const lines = mergeLines(orderLines);
    for (const { bookletId, quantity } of lines) {
      const booklet = returnable.get(bookletId);
      if (booklet?.onlyPurchased) {
        throw new PartnerOrderException(PartnerOrderErrorCode.PURCHASE_NOT_RETURNABLE);
      }
      const maxQuantity = booklet?.returnable ?? 0;
      if (quantity > maxQuantity) {
        throw new PartnerOrderException(PartnerOrderErrorCode.RETURN_LIMIT, { maxQuantity });
      }
    }
    const saved = await manager.getRepository(ReturnOrder).save({
      companyId,
      displayOrderId: await nextDisplayId(manager, RETURN_ORDER_NUMBERS, new Date()),
      state: ReturnOrderState.Requested,
      type: PartnerOrderType.Commission,
      orderLines: lines.map((line) => ({ ...line, returned: null })),
      returned: null,
    });
    return saved.id;
  }

  /** Newest first; `companyId` already limited to the caller's own for a Company user. */
  async list(query: PartnerOrderListQuery): Promise<ReturnOrderDto[]> {
    const builder = this.dataSource
      .getRepository(ReturnOrder)
      .createQueryBuilder('o')
      .innerJoinAndSelect('o.company', 'company')
      .leftJoinAndSelect('o.orderLines', 'line');
    filterOrderList(builder, query, { table: 'return_order_line', orderColumn: 'return_order_id' });
    const orders = await builder.getMany();
    const changes = await stateChangesOf(
      this.dataSource.manager,
      'returnOrderId',
      orders.map((order) => order.id),
    );
    return orders.map((order) => toReturnOrderDto(order, changes.get(order.id) ?? []));
  }

  async get(id: number, user?: AuthenticatedUser): Promise<ReturnOrderDto> {
    const order = await this.dataSource.getRepository(ReturnOrder).findOne({
      where: { id },
      relations: { orderLines: true, company: true },
    });
    if (!order) throw new PartnerOrderException(PartnerOrderErrorCode.NOT_FOUND);
    if (user) assertCompanyScope(user, order.companyId);
    const changes = await stateChangesOf(this.dataSource.manager, 'returnOrderId', [id]);
    return toReturnOrderDto(order, changes.get(id) ?? []);
  }

  /**
   * Moves the return one step on. At collection the booklets that came back are counted per
   * line (each line's announced quantity when not given), never more than announced.
   */
  async changeState(
    id: number,
    state: ReturnOrderState,
    returned: OrderLineRequest[] | undefined,
    user: AuthenticatedUser,
  ): Promise<ReturnOrderDto> {
    await this.dataSource.transaction((manager) =>
      this.moveWithin(manager, id, state, returned, user),
    );
    return this.get(id);
  }

  /** The same move within the caller's transaction. */
  async moveWithin(
    manager: EntityManager,
    id: number,
    state: ReturnOrderState,
    returned: OrderLineRequest[] | undefined,
    user: ActingUser,
  ): Promise<void> {
    const [locked] = (await manager.query(
      'SELECT state FROM return_order WHERE id = $1 FOR UPDATE',
      [id],
    )) as { state: ReturnOrderState }[];
    if (!locked) throw new PartnerOrderException(PartnerOrderErrorCode.NOT_FOUND);
    assertNextState(NEXT_RETURN_ORDER_STATE, locked.state, state);
    if (state === ReturnOrderState.Collected) await this.count(manager, id, returned ?? []);
    await manager.getRepository(ReturnOrder).update(id, {
      state,
      ...(state === ReturnOrderState.Collected ? { returned: new Date() } : {}),
    });
    await recordStateChange(manager, { returnOrderId: id }, locked.state, state, user);
  }

  private async count(
    manager: EntityManager,
    returnOrderId: number,
    returned: OrderLineRequest[],
  ): Promise<void> {
    const lines = await manager.getRepository(ReturnOrderLine).findBy({ returnOrderId });
    const counted = new Map(mergeLines(returned).map((line) => [line.bookletId, line.quantity]));
    for (const [bookletId, quantity] of counted) {
      const line = lines.find((candidate) => candidate.bookletId === bookletId);
      if (!line || quantity > line.quantity) {
        throw new PartnerOrderException(PartnerOrderErrorCode.RETURNED_ABOVE_REQUESTED);
      }
    }
    for (const line of lines) {
      await manager
        .getRepository(ReturnOrderLine)
        .update(line.id, { returned: counted.get(line.bookletId) ?? line.quantity });
    }
  }
}
