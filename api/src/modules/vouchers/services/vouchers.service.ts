import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AddressType,
  VoucherStateClass,
  type CreateVoucherRequest,
  type UpdateVoucherRequest,
  type Voucher as VoucherAnswer,
  type VoucherAddressRequest,
  type VoucherListBooklet,
} from '@gb/contracts';
import { DataSource, type EntityManager } from 'typeorm';

import { type AuthenticatedUser, isCompanyScoped } from '../../../common/auth/index.js';
import { toLocatedAddressColumns } from '../../../common/entities/address.mapper.js';
import {
  createOnce,
  type IdempotencyColumns,
  type Replayable,
} from '../../../common/idempotency/create-once.js';
import { Company } from '../../companies/entities/company.entity.js';
import { VoucherStateChange } from '../entities/voucher-state-change.entity.js';
import { Voucher } from '../entities/voucher.entity.js';
import { toVoucherAnswer } from '../voucher.mapper.js';
import { mayEditVoucher, VoucherAccess } from './voucher-access.service.js';
import {
  assertBookletExists,
  assertCategoryExists,
  assertCompanyExists,
  assertResponsibleUser,
} from './voucher-references.js';

/** A voucher's own data: read, create, change texts and address, mark as favourite. */
@Injectable()
export class VouchersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: VoucherAccess,
  ) {}

  async get(user: AuthenticatedUser, id: number): Promise<VoucherAnswer> {
    return this.answer(this.dataSource.manager, user, await this.access.reach(user, id));
  }

  /**
   * A new voucher in state Created, with the company's location as its address. With an
   * Idempotency-Key a repeat answers the voucher the key created (422 when the key came with
   * another request), never a second one.
   */
  async create(
    user: AuthenticatedUser,
    body: CreateVoucherRequest,
    idempotencyKey?: string,
  ): Promise<Replayable<VoucherAnswer>> {
    const { answer: id, replayed } = await createOnce(this.dataSource, {
      entity: Voucher,
      key: idempotencyKey,
      // Another user's request is another request, even with the same body.
      request: { ...body, byUserId: user.id },
      replay: (earlier) => earlier.id,
      create: (manager, columns) => this.insert(manager, user, body, columns),
    });
    return { answer: await this.get(user, id), replayed };
  }

  private async insert(
    manager: EntityManager,
    user: AuthenticatedUser,
    body: CreateVoucherRequest,
    columns: IdempotencyColumns,
  ): Promise<number> {
    await assertCompanyExists(manager, body.companyId);
    await assertResponsibleUser(manager, body.responsibleUserId);
    await assertCategoryExists(manager, body.voucherCategoryId);
    const bookletId = body.bookletId ?? null;
    if (bookletId !== null) await assertBookletExists(manager, bookletId);
    const company = await manager.getRepository(Company).findOneByOrFail({ id: body.companyId });
    const { identifiers } = await manager.getRepository(Voucher).insert({
      companyId: body.companyId,
      bookletId,
      responsibleUserId: body.responsibleUserId,
      voucherCategoryId: body.voucherCategoryId,
      offerShort: body.offerShort,
      address: { ...company.locationAddress, type: AddressType.Company },
      stateClass: VoucherStateClass.Created,
      ...columns,
    });
    const id = Number(identifiers[0]?.id);
    if (bookletId !== null) {
      await manager.query(`INSERT INTO voucher_booklet (voucher_id, booklet_id) VALUES ($1, $2)`, [
        id,
        bookletId,
      ]);
    }
    await manager.getRepository(VoucherStateChange).insert({
      voucherId: id,
      userId: user.id,
      username: user.email,
      fromState: null,
      toState: VoucherStateClass.Created,
    });
    return id;
  }

  /**
   * The texts of the voucher. A Company user neither reads nor changes the note for the graphic
   * designer, nor picks the responsible user: both stay as they are.
   */
  async update(
    user: AuthenticatedUser,
    id: number,
    body: UpdateVoucherRequest,
  ): Promise<VoucherAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const voucher = await this.access.reachEditable(user, id, manager);
      const companyScoped = isCompanyScoped(user);
      const responsibleUserId = companyScoped ? voucher.responsibleUserId : body.responsibleUserId;
      if (responsibleUserId !== voucher.responsibleUserId) {
        await assertResponsibleUser(manager, responsibleUserId);
      }
      await assertCategoryExists(manager, body.voucherCategoryId);
      await manager.getRepository(Voucher).update(id, {
        voucherCategoryId: body.voucherCategoryId,
        responsibleUserId,
        offerShort: body.offerShort,
        offerLong: body.offerLong,
        openingHours: body.openingHours,
        ...(!companyScoped &&
          body.noteForGraphicDesigner !== undefined && {
            noteForGraphicDesigner: body.noteForGraphicDesigner,
          }),
      });
      return this.answer(
        manager,
        user,
        await manager.getRepository(Voucher).findOneByOrFail({ id }),
      );
    });
  }

  /** The address with its map position; fields left out become empty. */
  async setAddress(
    user: AuthenticatedUser,
    id: number,
    body: VoucherAddressRequest,
  ): Promise<VoucherAnswer> {
    return this.dataSource.transaction(async (manager) => {
      await this.access.reachEditable(user, id, manager);
      await manager.getRepository(Voucher).update(id, {
        address: toLocatedAddressColumns(body, AddressType.Company),
      });
      return this.answer(
        manager,
        user,
        await manager.getRepository(Voucher).findOneByOrFail({ id }),
      );
    });
  }

  async setFavorite(user: AuthenticatedUser, id: number, favorite: boolean): Promise<void> {
    await this.access.reach(user, id);
    await this.dataSource.query(
      favorite
        ? `INSERT INTO voucher_favorite (voucher_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`
        : `DELETE FROM voucher_favorite WHERE voucher_id = $1 AND user_id = $2`,
      [id, user.id],
    );
  }

  /** The detail answer of a voucher the caller reached. */
  async answer(
    manager: EntityManager,
    user: AuthenticatedUser,
    voucher: Voucher,
  ): Promise<VoucherAnswer> {
    const [parts] = (await manager.query(
      `SELECT c.name AS "companyName",
        coalesce((SELECT json_agg(json_build_object(
            'id', vb.booklet_id, 'regionName', r.name, 'year', b.year) ORDER BY vb.booklet_id)
          FROM voucher_booklet vb
          JOIN booklet b ON b.id = vb.booklet_id
          JOIN region r ON r.id = b.region_id
          WHERE vb.voucher_id = $1), '[]'::json) AS "inBooklets",
        ARRAY(SELECT attachment_id FROM voucher_image WHERE voucher_id = $1 ORDER BY attachment_id) AS "imageAttachmentIds",
        EXISTS (SELECT 1 FROM voucher_favorite WHERE voucher_id = $1 AND user_id = $2) AS "isFavorite"
       FROM company c WHERE c.id = $3`,
      [voucher.id, user.id, voucher.companyId],
    )) as {
      companyName: string;
      inBooklets: VoucherListBooklet[];
      imageAttachmentIds: number[];
      isFavorite: boolean;
    }[];
    return toVoucherAnswer(voucher, {
      companyName: parts?.companyName ?? '',
      inBooklets: parts?.inBooklets ?? [],
      imageAttachmentIds: (parts?.imageAttachmentIds ?? []).map(Number),
      isFavorite: parts?.isFavorite === true,
      mayEdit: mayEditVoucher(user, voucher),
      showsNoteForGraphicDesigner: !isCompanyScoped(user),
    });
  }
}
