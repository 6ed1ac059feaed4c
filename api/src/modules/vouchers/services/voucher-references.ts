import { RESPONSIBLE_USER_ROLES } from '@gb/contracts';
import type { EntityManager } from 'typeorm';

import { Booklet } from '../../booklets/entities/booklet.entity.js';
import { Company } from '../../companies/entities/company.entity.js';
import { VoucherCategory } from '../../voucher-categories/entities/voucher-category.entity.js';
import { VoucherErrorCode, VoucherException } from '../exceptions/voucher.exception.js';

/** A company a voucher may belong to; 400 when none has the id. */
export async function assertCompanyExists(manager: EntityManager, id: number): Promise<void> {
  if (!(await manager.getRepository(Company).existsBy({ id }))) {
    throw new VoucherException(VoucherErrorCode.COMPANY_NOT_FOUND);
  }
}

/** Responsible users hold Admin, Franchisee or SuperAdmin (spec section 6); 400 otherwise. */
export async function assertResponsibleUser(
  manager: EntityManager,
  userId: number | null,
): Promise<void> {
  if (userId === null) return;
  const [row] = (await manager.query(
    `SELECT 1 FROM user_role WHERE user_id = $1 AND role = ANY($2::varchar[]) LIMIT 1`,
    [userId, RESPONSIBLE_USER_ROLES],
  )) as unknown[];
  if (!row) throw new VoucherException(VoucherErrorCode.NOT_RESPONSIBLE_USER);
}

export async function assertCategoryExists(
  manager: EntityManager,
  id: number | null,
): Promise<void> {
  if (id !== null && !(await manager.getRepository(VoucherCategory).existsBy({ id }))) {
    throw new VoucherException(VoucherErrorCode.REFERENCE_NOT_FOUND);
  }
}

export async function assertBookletExists(manager: EntityManager, id: number): Promise<void> {
  if (!(await manager.getRepository(Booklet).existsBy({ id }))) {
    throw new VoucherException(VoucherErrorCode.REFERENCE_NOT_FOUND);
  }
}
