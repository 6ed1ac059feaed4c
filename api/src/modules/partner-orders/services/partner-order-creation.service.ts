import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  PartnerOrderState,
  PartnerOrderType,
  type PartnerOrder as PartnerOrderDto,
  type PartnerOrderRequest,
} from '@gb/contracts';
import { DataSource, type EntityManager } from 'typeorm';

import type { AddressColumns } from '../../../common/entities/address.embeddable.js';
import {
  createOnce,
  type IdempotencyColumns,
  type Replayable,
  WITHOUT_KEY,
} from '../../../common/idempotency/create-once.js';
import { Company } from '../../companies/entities/company.entity.js';
import { PartnerOrder } from '../entities/partner-order.entity.js';
import {
  PartnerOrderErrorCode,
  PartnerOrderException,
} from '../exceptions/partner-order.exception.js';
import { orderTypeOf } from '../partner-order.mapper.js';
import { mergeLines } from './order-lines.js';
import { COMPANY_LOCK_SQL } from './partner-company.js';
import { nextDisplayId, PARTNER_ORDER_NUMBERS } from './partner-display-id.js';
import { bookletTerms, type BookletTerms } from './partner-order-terms.js';
import { PartnerOrdersService } from './partner-orders.service.js';

/** The lines as stored: type and price from the booklet, each within the company's allowance. */
function typedLines(request: PartnerOrderRequest, terms: readonly BookletTerms[]) {
  const termsById = new Map(terms.map((booklet) => [booklet.id, booklet]));
  return mergeLines(request.orderLines).map(({ bookletId, quantity }) => {
    const booklet = termsById.get(bookletId);
    if (!booklet) throw new PartnerOrderException(PartnerOrderErrorCode.BOOKLET_NOT_ORDERABLE);
    const allowance = booklet.remainingAllowance;
    if (allowance !== null && quantity > allowance) {
      throw new PartnerOrderException(
        booklet.type === PartnerOrderType.Purchase
          ? PartnerOrderErrorCode.PURCHASE_LIMIT
          : PartnerOrderErrorCode.COMMISSION_LIMIT,
        { maxQuantity: allowance },
      );
    }
    return {
      bookletId,
      quantity,
      type: booklet.type,
      unitPrice: booklet.internalUnitPrice,
      vatPercent: booklet.vatPercent,
    };
  });
}

/** The shipping address: the one given, else the company's location. */
function shippingAddressOf(request: PartnerOrderRequest, company: Company): AddressColumns {
  const given = request.shippingAddress;
  if (!given) return company.locationAddress;
  return {
    type: given.type ?? null,
    salutation: given.salutation ?? '',
    company: given.company ?? '',
    firstname: given.firstname ?? '',
    lastname: given.lastname ?? '',
    street: given.street ?? '',
    addressAddition: given.addressAddition ?? '',
    zip: given.zip ?? '',
    city: given.city ?? '',
    email: given.email ?? '',
    email2: given.email2 ?? '',
    phone: given.phone ?? '',
    homepage: given.homepage ?? '',
    lon: given.lon ?? null,
    lat: given.lat ?? null,
  };
}

/**
 * Places a company's partner order: typed per line, within its allowances (counted under a lock
 * per company, so two orders at once cannot pass the limit together), numbered gaplessly per
 * year, never doubled by a repeat with the same Idempotency-Key.
 */
@Injectable()
export class PartnerOrderCreationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: PartnerOrdersService,
  ) {}

  async create(
    companyId: number,
    request: PartnerOrderRequest,
    idempotencyKey?: string,
  ): Promise<Replayable<PartnerOrderDto>> {
    const { answer: id, replayed } = await createOnce(this.dataSource, {
      entity: PartnerOrder,
      key: idempotencyKey,
      request: { ...request, companyId },
      replay: (earlier) => earlier.id,
      create: (manager, columns) => this.insert(manager, companyId, request, columns),
    });
    return { answer: await this.orders.get(id), replayed };
  }

  /**
   * Places the order within the caller's transaction, by the same rules (the demo data's
   * orders); answers its id.
   */
  placeWithin(
    manager: EntityManager,
    companyId: number,
    request: PartnerOrderRequest,
  ): Promise<number> {
    return this.insert(manager, companyId, request, WITHOUT_KEY);
  }

  private async insert(
    manager: EntityManager,
    companyId: number,
    request: PartnerOrderRequest,
    columns: IdempotencyColumns,
  ): Promise<number> {
    const company = await manager.getRepository(Company).findOneBy({ id: companyId });
    if (!company) throw new PartnerOrderException(PartnerOrderErrorCode.COMPANY_NOT_FOUND);
    await manager.query(COMPANY_LOCK_SQL, [companyId]);
    const now = new Date();
    const lines = typedLines(request, await bookletTerms(manager, companyId, now));
    const saved = await manager.getRepository(PartnerOrder).save({
      companyId,
      displayOrderId: await nextDisplayId(manager, PARTNER_ORDER_NUMBERS, now),
      orderDateTime: now,
      state: PartnerOrderState.Ordered,
      type: orderTypeOf(lines),
      orderLines: lines,
      shippingAddress: shippingAddressOf(request, company),
      deliveryComment: request.deliveryComment ?? '',
      closedAt: null,
      ...columns,
    });
    return saved.id;
  }
}
