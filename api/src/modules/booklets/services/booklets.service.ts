import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BookletState,
  Role,
  type Booklet as BookletAnswer,
  type BookletRequest,
  type BookletVoucher,
} from '@gb/contracts';
import { DataSource, In, Not, type EntityManager } from 'typeorm';

import { PublicLists } from '../../../common/public-lists.js';
import { Region } from '../../regions/entities/region.entity.js';
import { UserRole } from '../../users/entities/user-role.entity.js';
import { Voucher } from '../../vouchers/entities/voucher.entity.js';
import { toBookletAnswer, toBookletVoucher } from '../booklet.mapper.js';
import { Booklet } from '../entities/booklet.entity.js';
import { BookletErrorCode, BookletException } from '../exceptions/booklet.exception.js';
import { bookletFigures } from './booklet-figures.js';

/** Who may be a booklet's responsible user (spec section 6). */
const RESPONSIBLE_ROLES = [Role.Admin, Role.Franchisee, Role.SuperAdmin];

/** The staff's booklets: list, read, create and change, each change shown to visitors at once. */
@Injectable()
export class BookletsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly publicLists: PublicLists,
  ) {}

  /** Every booklet but archived ones (with `archived` those too): newest year first, by region. */
  async list(archived: boolean): Promise<BookletAnswer[]> {
    const booklets = await this.dataSource.getRepository(Booklet).find({
      where: archived ? {} : { state: Not(BookletState.Archived) },
      relations: { region: true },
      order: { year: 'DESC', region: { sortId: 'ASC' } },
    });
    return this.answers(this.dataSource.manager, booklets);
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<BookletAnswer> {
    const [answer] = await this.answers(manager, [await this.load(manager, id)]);
    return answer!;
  }

  async create(request: BookletRequest): Promise<BookletAnswer> {
    const id = await this.dataSource.transaction(async (manager) => {
      await this.checkReferences(manager, request);
      await this.assertYearFree(manager, request.regionId, request.year);
      const { id: created } = await manager.getRepository(Booklet).save({ ...request });
      return created;
    });
    await this.publicLists.invalidate();
    return this.get(id);
  }

  async update(id: number, request: BookletRequest): Promise<BookletAnswer> {
    await this.dataSource.transaction(async (manager) => {
      const booklet = await this.load(manager, id, true);
      await this.checkReferences(manager, request);
      if (booklet.regionId !== request.regionId || booklet.year !== request.year) {
        await this.assertYearFree(manager, request.regionId, request.year);
      }
      await manager.getRepository(Booklet).update(id, { ...request });
    });
    await this.publicLists.invalidate();
    return this.get(id);
  }

  /** The vouchers printed in the booklet, by company name. */
  async vouchers(id: number): Promise<BookletVoucher[]> {
    await this.load(this.dataSource.manager, id);
    const vouchers = await this.dataSource
      .getRepository(Voucher)
      .createQueryBuilder('v')
      .innerJoin('voucher_booklet', 'vb', 'vb.voucher_id = v.id AND vb.booklet_id = :id', { id })
      .innerJoinAndSelect('v.company', 'company')
      .leftJoinAndSelect('v.images', 'image')
      .orderBy('company.name', 'ASC')
      .addOrderBy('v.id', 'ASC')
      .getMany();
    return vouchers.map(toBookletVoucher);
  }

  /** 404 unless the booklet exists; `lock` holds it until the transaction ends. */
  async load(manager: EntityManager, id: number, lock = false): Promise<Booklet> {
    if (lock) await manager.query('SELECT id FROM booklet WHERE id = $1 FOR UPDATE', [id]);
    const booklet = await manager
      .getRepository(Booklet)
      .findOne({ where: { id }, relations: { region: true } });
    if (!booklet) throw new BookletException(BookletErrorCode.NOT_FOUND);
    return booklet;
  }

  /** 409 when the region already has a booklet of that year. */
  async assertYearFree(manager: EntityManager, regionId: number, year: number): Promise<void> {
    if (await manager.getRepository(Booklet).existsBy({ regionId, year })) {
      throw new BookletException(BookletErrorCode.YEAR_TAKEN);
    }
  }

  private async checkReferences(manager: EntityManager, request: BookletRequest): Promise<void> {
    if (!(await manager.getRepository(Region).existsBy({ id: request.regionId }))) {
      throw new BookletException(BookletErrorCode.REGION_NOT_FOUND);
    }
    if (request.responsibleUserId === null) return;
    const responsible = await manager.getRepository(UserRole).existsBy({
      userId: request.responsibleUserId,
      role: In(RESPONSIBLE_ROLES),
    });
    if (!responsible) throw new BookletException(BookletErrorCode.RESPONSIBLE_USER_NOT_FOUND);
  }

  private async answers(manager: EntityManager, booklets: Booklet[]): Promise<BookletAnswer[]> {
    const figures = await bookletFigures(
      manager,
      booklets.map((booklet) => booklet.id),
    );
    return booklets.map((booklet) => toBookletAnswer(booklet, figures.get(booklet.id)!));
  }
}
