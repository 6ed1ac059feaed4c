import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  canEditVoucher,
  type VoucherActor,
  type VoucherEditor,
} from '@gb/contracts/voucher-workflow';
import { DataSource, type EntityManager } from 'typeorm';

import { type AuthenticatedUser, canReachCompany } from '../../../common/auth/index.js';
import { Voucher } from '../entities/voucher.entity.js';
import { VoucherErrorCode, VoucherException } from '../exceptions/voucher.exception.js';

/** The caller as the workflow rules of `@gb/contracts/voucher-workflow` read it. */
export function voucherEditorOf(user: AuthenticatedUser): VoucherEditor & VoucherActor {
  return { permissions: user.permissions, userId: user.id, companyId: user.companyId };
}

/** Whether the caller may change the voucher's texts, address and images in its state. */
export function mayEditVoucher(user: AuthenticatedUser, voucher: Voucher): boolean {
  return canEditVoucher(voucherEditorOf(user), voucher);
}

/**
 * Every voucher route starts here: an unknown voucher is 404, another company's voucher is 403
 * for a Company user ("You are not allowed to view this voucher."), before anything else is
 * read or written.
 */
@Injectable()
export class VoucherAccess {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The voucher the caller may reach; with `forUpdate` locked until the transaction ends. */
  async reach(
    user: AuthenticatedUser,
    id: number,
    manager: EntityManager = this.dataSource.manager,
    forUpdate = false,
  ): Promise<Voucher> {
    const query = manager.getRepository(Voucher).createQueryBuilder('voucher').where({ id });
    if (forUpdate) query.setLock('pessimistic_write');
    const voucher = await query.getOne();
    if (!voucher) throw new VoucherException(VoucherErrorCode.NOT_FOUND);
    if (!canReachCompany(user, voucher.companyId)) {
      throw new VoucherException(VoucherErrorCode.NOT_ALLOWED);
    }
    return voucher;
  }

  /** The voucher locked for a change the caller must be allowed to make in its state. */
  async reachEditable(
    user: AuthenticatedUser,
    id: number,
    manager: EntityManager,
  ): Promise<Voucher> {
    const voucher = await this.reach(user, id, manager, true);
    if (!mayEditVoucher(user, voucher)) throw new VoucherException(VoucherErrorCode.NOT_EDITABLE);
    return voucher;
  }
}
