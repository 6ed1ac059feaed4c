import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BookletState,
  orderTotal,
  type CreateOrderRequest,
  type Order as OrderDto,
  type OrderBooklet,
  type OrderLineRequest,
  type UpdateOrderRequest,
} from '@gb/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';

import { Booklet } from '../../booklets/entities/booklet.entity.js';
import { OrderLine } from '../entities/order-line.entity.js';
import { Order } from '../entities/order.entity.js';
import { OrderErrorCode, OrderException } from '../exceptions/order.exception.js';
import { billingAddressOf, toOrderDto } from '../order.mapper.js';
import { priceOrderLines } from './order-pricing.js';

/** The franchisee's order book: list, correct and delete public orders. */
@Injectable()
export class OrderManagementService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Orders of current booklets, or with `archived` those that hold an archived booklet. */
  async list(archived: boolean): Promise<OrderDto[]> {
    const query = this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.orderLines', 'line')
      .orderBy('o.displayOrderId', 'DESC');
    const holdsArchived = `EXISTS (SELECT 1 FROM order_line ol JOIN booklet b ON b.id = ol.booklet_id
      WHERE ol.order_id = o.id AND b.state = :archivedState)`;
    query.where(archived ? holdsArchived : `NOT ${holdsArchived}`, {
      archivedState: BookletState.Archived,
    });
    return (await query.getMany()).map(toOrderDto);
  }

  /** Every booklet an order may name, archived ones too: newest year first, then by region. */
  async booklets(): Promise<OrderBooklet[]> {
    const booklets = await this.dataSource.getRepository(Booklet).find({
      relations: { region: true },
      order: { year: 'DESC', region: { sortId: 'ASC' } },
    });
    return booklets.map(({ id, region, year, state }) => ({
      id,
      regionName: region.name,
      year,
      state,
    }));
  }

  async get(id: number): Promise<OrderDto> {
    return toOrderDto(await this.load(this.dataSource.manager, id));
  }

  updatePostage(id: number, change: UpdateOrderRequest): Promise<OrderDto> {
    return this.change(id, async (manager, order) => {
      await manager.getRepository(Order).update(id, {
        postage: change.postage,
        postageLabel: change.postageLabel,
        postageProductNo: change.postageProductNo,
        total: orderTotal(order.orderLines, change.postage),
      });
    });
  }

  updateBillingAddress(
    id: number,
    address: Omit<CreateOrderRequest, 'orderLines'>,
  ): Promise<OrderDto> {
    return this.change(id, async (manager, order) => {
      await manager.getRepository(Order).update(id, {
        billingAddress: { ...order.billingAddress, ...billingAddressOf(address) },
      });
    });
  }

  /** Replaces the lines, priced from the booklets as they are now; the postage stays. */
  replaceLines(id: number, lines: OrderLineRequest[]): Promise<OrderDto> {
    return this.change(id, async (manager, order) => {
      const booklets = await manager.getRepository(Booklet).findBy({
        id: In(lines.map((line) => line.bookletId)),
      });
      const priced = priceOrderLines(lines, new Map(booklets.map((b) => [b.id, b])), new Date(), {
        requireOrderable: false,
      });
      await manager.getRepository(OrderLine).delete({ orderId: id });
      await manager
        .getRepository(OrderLine)
        .insert(priced.map((line) => ({ ...line, orderId: id })));
      await manager.getRepository(Order).update(id, { total: orderTotal(priced, order.postage) });
    });
  }

  async delete(id: number): Promise<void> {
    const { affected } = await this.dataSource.getRepository(Order).delete(id);
    if (!affected) throw notFound();
  }

  /** Runs a change on a locked order in one transaction and answers the order as stored. */
  private async change(
    id: number,
    apply: (manager: EntityManager, order: Order) => Promise<void>,
  ): Promise<OrderDto> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT id FROM customer_order WHERE id = $1 FOR UPDATE', [id]);
      await apply(manager, await this.load(manager, id));
      return toOrderDto(await this.load(manager, id));
    });
  }

  private async load(manager: EntityManager, id: number): Promise<Order> {
    const order = await manager.getRepository(Order).findOne({
      where: { id },
      relations: { orderLines: true },
    });
    if (!order) throw notFound();
    return order;
  }
}

function notFound(): OrderException {
  return new OrderException(OrderErrorCode.NOT_FOUND);
}
