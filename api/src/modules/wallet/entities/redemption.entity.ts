import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';

import type { IdempotencyColumns } from '../../../common/idempotency/create-once.js';
import { Voucher } from '../../vouchers/entities/voucher.entity.js';
import { ActivationCode } from './activation-code.entity.js';

/**
 * A voucher of one copy, redeemed with its partner's PIN. The unique (copy, voucher) decides
 * between two phones redeeming at once: the database lets exactly one of them in.
 */
@Entity('redemption')
@Unique(['activationCodeId', 'voucherId'])
export class Redemption implements IdempotencyColumns {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  activationCodeId!: number;

  @ManyToOne(() => ActivationCode, { onDelete: 'CASCADE' })
  @JoinColumn()
  activationCode!: Relation<ActivationCode>;

  @Index()
  @Column({ type: 'int' })
  voucherId!: number;

  @ManyToOne(() => Voucher, { onDelete: 'RESTRICT' })
  @JoinColumn()
  voucher!: Relation<Voucher>;

  @CreateDateColumn({ type: 'timestamptz' })
  redeemedAt!: Date;

  @Column({ type: 'varchar', length: 200, nullable: true, unique: true })
  idempotencyKey!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true, select: false })
  idempotencyFingerprint!: string | null;
}
