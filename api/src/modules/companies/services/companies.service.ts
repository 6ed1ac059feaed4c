import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AddressType,
  RESPONSIBLE_USER_ROLES,
  type Company as CompanyAnswer,
  type CompanyLocationRequest,
  type CompanyRequest,
} from '@gb/contracts';
import type { CompanyListQuery } from '@gb/contracts/schemas';
import { DataSource, In, type EntityManager } from 'typeorm';

import { toLocatedAddressColumns } from '../../../common/entities/address.mapper.js';
import { PublicLists } from '../../../common/public-lists.js';
import { Booklet } from '../../booklets/entities/booklet.entity.js';
import { toCompanyAnswer, type CompanyFigures } from '../company.mapper.js';
import { Company } from '../entities/company.entity.js';
import { CompanyErrorCode, CompanyException } from '../exceptions/company.exception.js';

const names = new Intl.Collator('de-CH', { numeric: true, sensitivity: 'base' });

/**
 * The partner companies as franchisees keep them. A save drops the public lists at once (the
 * points of sale, the outlets and the vouchers show the company's name and city).
 */
@Injectable()
export class CompaniesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly publicLists: PublicLists,
  ) {}

  /** The companies that match, by name. */
  async list(query: CompanyListQuery): Promise<CompanyAnswer[]> {
    const builder = this.dataSource
      .getRepository(Company)
      .createQueryBuilder('c')
      .leftJoinAndSelect('c.sellingBooklets', 'sb');
    const search = query.name?.trim();
    if (search) {
      builder.andWhere(`c.name ILIKE :search`, { search: `%${escapeLike(search)}%` });
    }
    if (query.isPointOfSales !== undefined) {
      builder.andWhere('c.isPointOfSales = :pos', { pos: query.isPointOfSales });
    }
    if (query.isSellingBooklets !== undefined) {
      builder.andWhere('c.isSellingBooklets = :selling', { selling: query.isSellingBooklets });
    }
    if (query.responsibleUserId !== undefined) {
      builder.andWhere('c.responsibleUserId = :responsible', {
        responsible: query.responsibleUserId,
      });
    }
    if (query.bookletId !== undefined) {
      builder.andWhere(
        `EXISTS (SELECT 1 FROM company_selling_booklet s WHERE s.company_id = c.id AND s.booklet_id = :bookletId)`,
        { bookletId: query.bookletId },
      );
    }
    const companies = await builder.getMany();
    companies.sort((a, b) => names.compare(a.name, b.name) || a.id - b.id);
    return this.answers(this.dataSource.manager, companies);
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<CompanyAnswer> {
    const [answer] = await this.answers(manager, [await this.load(manager, id)]);
    return answer!;
  }

  async create(request: CompanyRequest): Promise<CompanyAnswer> {
    const id = await this.dataSource.transaction(async (manager) => {
      const sellingBooklets = await this.checkReferences(manager, request);
      const company = manager.getRepository(Company).create({
        ...this.columns(request),
        sellingBooklets,
        locationAddress: toLocatedAddressColumns({}, AddressType.Company),
      });
      return (await manager.getRepository(Company).save(company)).id;
    });
    await this.publicLists.invalidate();
    return this.get(id);
  }

  async update(id: number, request: CompanyRequest): Promise<CompanyAnswer> {
    await this.dataSource.transaction(async (manager) => {
      const company = await this.load(manager, id, true);
      const sellingBooklets = await this.checkReferences(manager, request);
      await manager
        .getRepository(Company)
        .save({ ...company, ...this.columns(request), sellingBooklets });
    });
    await this.publicLists.invalidate();
    return this.get(id);
  }

  /** The location with its map position; fields left out become empty. */
  async setLocation(id: number, body: CompanyLocationRequest): Promise<CompanyAnswer> {
    await this.dataSource.transaction(async (manager) => {
      await this.load(manager, id, true);
      await manager.getRepository(Company).update(id, {
        locationAddress: toLocatedAddressColumns(body, AddressType.Company),
      });
    });
    await this.publicLists.invalidate();
    return this.get(id);
  }

  /**
   * Deletes a company that has no vouchers, orders, returns or users (409 otherwise): they
   * would lose their owner. The row is locked first, so nothing new comes to it meanwhile.
   * Answers the contract's attachment, which the caller removes.
   */
  async remove(id: number): Promise<number | null> {
    const contract = await this.dataSource.transaction(async (manager) => {
      const company = await this.load(manager, id, true);
      const [usage] = (await manager.query(
        `SELECT (SELECT count(*) FROM voucher WHERE company_id = $1)
              + (SELECT count(*) FROM partner_order WHERE company_id = $1)
              + (SELECT count(*) FROM return_order WHERE company_id = $1)
              + (SELECT count(*) FROM app_user WHERE company_id = $1) AS n`,
        [id],
      )) as { n: string }[];
      if (Number(usage?.n ?? 0) > 0) throw new CompanyException(CompanyErrorCode.IN_USE);
      await manager.getRepository(Company).delete(id);
      return company.contractAttachmentId;
    });
    await this.publicLists.invalidate();
    return contract;
  }

  /** 404 unless the company exists; `lock` holds it until the transaction ends. */
  async load(manager: EntityManager, id: number, lock = false): Promise<Company> {
    if (lock) await manager.query('SELECT id FROM company WHERE id = $1 FOR UPDATE', [id]);
    const company = await manager
      .getRepository(Company)
      .findOne({ where: { id }, relations: { sellingBooklets: true } });
    if (!company) throw new CompanyException(CompanyErrorCode.NOT_FOUND);
    return company;
  }

  private columns(request: CompanyRequest) {
    return {
      name: request.name,
      canOrderMoreInternalBooks: request.canOrderMoreInternalBooks,
      responsibleUserId: request.responsibleUserId,
      isPointOfSales: request.isPointOfSales,
      // A company sells booklets exactly when it names some.
      isSellingBooklets: request.sellingBookletIds.length > 0,
    };
  }

  /** The booklets it sells (400 for an unknown one) after checking the responsible user. */
  private async checkReferences(
    manager: EntityManager,
    request: CompanyRequest,
  ): Promise<Booklet[]> {
    if (request.responsibleUserId !== null) {
      const [row] = (await manager.query(
        `SELECT 1 FROM user_role WHERE user_id = $1 AND role = ANY($2::varchar[]) LIMIT 1`,
        [request.responsibleUserId, RESPONSIBLE_USER_ROLES],
      )) as unknown[];
      if (!row) throw new CompanyException(CompanyErrorCode.RESPONSIBLE_USER_NOT_FOUND);
    }
    const ids = [...new Set(request.sellingBookletIds)];
    if (ids.length === 0) return [];
    const booklets = await manager.getRepository(Booklet).findBy({ id: In(ids) });
    if (booklets.length !== ids.length) {
      throw new CompanyException(CompanyErrorCode.BOOKLET_NOT_FOUND);
    }
    return booklets;
  }

  private async answers(manager: EntityManager, companies: Company[]): Promise<CompanyAnswer[]> {
    const ids = companies.map((company) => company.id);
    const figures = new Map<number, CompanyFigures>();
    if (ids.length > 0) {
      const rows = (await manager.query(
        `SELECT c.id,
                (SELECT count(*) FROM voucher v WHERE v.company_id = c.id) AS vouchers,
                (SELECT count(*) FROM app_user u WHERE u.company_id = c.id) AS users
         FROM company c WHERE c.id = ANY($1::int[])`,
        [ids],
      )) as { id: number; vouchers: string; users: string }[];
      for (const row of rows) {
        figures.set(Number(row.id), {
          numVouchers: Number(row.vouchers),
          numUsers: Number(row.users),
        });
      }
    }
    return companies.map((company) =>
      toCompanyAnswer(company, figures.get(company.id) ?? { numVouchers: 0, numUsers: 0 }),
    );
  }
}

/** A search text with LIKE's wildcards taken literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
