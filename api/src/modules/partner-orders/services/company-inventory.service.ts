import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CompanyInventoryEntry as InventoryDto } from '@gb/contracts';
import type { PartnerStockQuery } from '@gb/contracts/schemas';
import { DataSource, type EntityManager } from 'typeorm';

import { Booklet } from '../../booklets/entities/booklet.entity.js';
import { Company } from '../../companies/entities/company.entity.js';
import { CompanyInventoryEntry } from '../entities/company-inventory-entry.entity.js';
import {
  PartnerOrderErrorCode,
  PartnerOrderException,
} from '../exceptions/partner-order.exception.js';
import type { ActingUser } from './state-moves.js';

function toInventoryDto(entry: CompanyInventoryEntry): InventoryDto {
  return {
    id: entry.id,
    bookletId: entry.bookletId,
    companyId: entry.companyId,
    quantity: entry.quantity,
    reportedDate: entry.reportedAt.toISOString(),
    userId: entry.userId,
  };
}

/** What companies report they still hold; every report is kept, the newest counts. */
@Injectable()
export class CompanyInventoryService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Keeps a report; within the caller's transaction when it passes its manager. */
  async report(
    companyId: number,
    bookletId: number,
    quantity: number,
    user: ActingUser,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<InventoryDto> {
    if (!(await manager.getRepository(Company).existsBy({ id: companyId }))) {
      throw new PartnerOrderException(PartnerOrderErrorCode.COMPANY_NOT_FOUND);
    }
    if (!(await manager.getRepository(Booklet).existsBy({ id: bookletId }))) {
      throw new PartnerOrderException(PartnerOrderErrorCode.BOOKLET_NOT_FOUND);
    }
    const saved = await manager
      .getRepository(CompanyInventoryEntry)
      .save({ companyId, bookletId, quantity, userId: user.id });
    return toInventoryDto(saved);
  }

  /** The history, newest first; `companyId` already limited for a Company user. */
  async history(query: PartnerStockQuery): Promise<InventoryDto[]> {
    const builder = this.dataSource
      .getRepository(CompanyInventoryEntry)
      .createQueryBuilder('entry')
      .innerJoin('entry.booklet', 'booklet')
      .orderBy('entry.reportedAt', 'DESC')
      .addOrderBy('entry.id', 'DESC');
    if (query.companyId) builder.andWhere('entry.companyId = :companyId', query);
    if (query.bookletId) builder.andWhere('entry.bookletId = :bookletId', query);
    if (query.year) builder.andWhere('booklet.year = :year', query);
    return (await builder.getMany()).map(toInventoryDto);
  }
}
