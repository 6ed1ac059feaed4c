import { VoucherStateClass } from '@gb/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';

import { User } from '../../users/entities/user.entity.js';
import { Voucher } from './voucher.entity.js';

/** One step of a voucher's workflow history; the username is kept even if the user is deleted. */
@Entity('voucher_state_change')
export class VoucherStateChange {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  voucherId!: number;

  @ManyToOne(() => Voucher, { onDelete: 'CASCADE' })
  @JoinColumn()
  voucher!: Relation<Voucher>;

  @CreateDateColumn({ type: 'timestamptz' })
  changeDate!: Date;

  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  user!: Relation<User> | null;

  @Column({ type: 'varchar', length: 254, default: '' })
  username!: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  fromState!: VoucherStateClass | null;

  @Column({ type: 'varchar', length: 40 })
  toState!: VoucherStateClass;
}
