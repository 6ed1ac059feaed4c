import { NotificationType } from '@gb/contracts';
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

import { Booklet } from '../../booklets/entities/booklet.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { Voucher } from './voucher.entity.js';

@Entity('voucher_comment')
export class VoucherComment {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  voucherId!: number;

  @ManyToOne(() => Voucher, { onDelete: 'CASCADE' })
  @JoinColumn()
  voucher!: Relation<Voucher>;

  @Column({ type: 'int', nullable: true })
  bookletId!: number | null;

  @ManyToOne(() => Booklet, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  booklet!: Relation<Booklet> | null;

  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  user!: Relation<User> | null;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'text', default: '' })
  text!: string;

  @Column({ type: 'boolean', default: false })
  isCustomerVisible!: boolean;

  @Column({ type: 'smallint', default: NotificationType.None })
  notificationType!: NotificationType;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
