import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  NEXT_PARTNER_ORDER_STATE,
  PartnerOrderState,
  type PartnerOrder as PartnerOrderDto,
  type PartnerOrderBooklet,
} from '@gb/contracts';
import type { PartnerOrderListQuery } from '@gb/contracts/schemas';
import { DataSource, type EntityManager } from 'typeorm';

import { assertCompanyScope, type AuthenticatedUser } from '../../../common/auth/index.js';
import { PartnerOrder } from '../entities/partner-order.entity.js';
import {
  PartnerOrderErrorCode,
  PartnerOrderException,
} from '../exceptions/partner-order.exception.js';
import { toPartnerOrderDto } from '../partner-order.mapper.js';
import { bookletTerms, toPartnerOrderBooklet } from './partner-order-terms.js';
import {
  assertNextState,
  recordStateChange,
  stateChangesOf,
  type ActingUser,
} from './state-moves.js';
import { filterOrderList } from './order-list-filter.js';

/** Lists partner orders and moves their states (franchisees only, checked by the controller). */
@Injectable()
export class PartnerOrdersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Newest first; `companyId` already limited to the caller's own for a Company user. */
  async list(query: PartnerOrderListQuery & { companyId?: number }): Promise<PartnerOrderDto[]> {
    const builder = this.dataSource
      .getRepository(PartnerOrder)
      .createQueryBuilder('o')
      .innerJoinAndSelect('o.company', 'company')
      .leftJoinAndSelect('o.orderLines', 'line');
    filterOrderList(builder, query, {
      table: 'partner_order_line',
      orderColumn: 'partner_order_id',
    });
    const orders = await builder.getMany();
    const changes = await stateChangesOf(
      this.dataSource.manager,
      'partnerOrderId',
      orders.map((order) => order.id),
    );
    return orders.map((order) => toPartnerOrderDto(order, changes.get(order.id) ?? []));
  }

  /** The booklets the company may order now, with type and allowance left. */
  async booklets(companyId: number): Promise<PartnerOrderBooklet[]> {
    return (await bookletTerms(this.dataSource.manager, companyId, new Date())).map(
      toPartnerOrderBooklet,
    );
  }

  /** One order; a Company user only reaches its own company's (403 otherwise). */
  async get(id: number, user?: AuthenticatedUser): Promise<PartnerOrderDto> {
    const order = await this.load(this.dataSource.manager, id);
    if (user) assertCompanyScope(user, order.companyId);
    const changes = await stateChangesOf(this.dataSource.manager, 'partnerOrderId', [id]);
    return toPartnerOrderDto(order, changes.get(id) ?? []);
  }

  /** Moves the order one step on, recorded with time and user; closing sets `closedAt`. */
  async changeState(
    id: number,
    state: PartnerOrderState,
    user: AuthenticatedUser,
  ): Promise<PartnerOrderDto> {
    await this.dataSource.transaction((manager) => this.moveWithin(manager, id, state, user));
    return this.get(id);
  }

  /** The same move within the caller's transaction. */
  async moveWithin(
    manager: EntityManager,
    id: number,
    state: PartnerOrderState,
    user: ActingUser,
  ): Promise<void> {
    const [locked] = (await manager.query(
      'SELECT state FROM partner_order WHERE id = $1 FOR UPDATE',
      [id],
    )) as { state: PartnerOrderState }[];
    if (!locked) throw notFound();
    assertNextState(NEXT_PARTNER_ORDER_STATE, locked.state, state);
    await manager.getRepository(PartnerOrder).update(id, {
      state,
      ...(state === PartnerOrderState.Closed ? { closedAt: new Date() } : {}),
    });
    await recordStateChange(manager, { partnerOrderId: id }, locked.state, state, user);
  }

  private async load(manager: EntityManager, id: number): Promise<PartnerOrder> {
    const order = await manager.getRepository(PartnerOrder).findOne({
      where: { id },
      relations: { orderLines: true, company: true },
    });
    if (!order) throw notFound();
    return order;
  }
}

function notFound(): PartnerOrderException {
  return new PartnerOrderException(PartnerOrderErrorCode.NOT_FOUND);
}
