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
import { PartnerOrder } from './partner-order.entity.js';
import { ReturnOrder } from './return-order.entity.js';

/** One move of a partner order's or a return order's state: from, to, when and by whom. */
@Entity('partner_order_state_change')
export class PartnerOrderStateChange {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int', nullable: true })
  partnerOrderId!: number | null;

  @ManyToOne(() => PartnerOrder, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn()
  partnerOrder!: Relation<PartnerOrder> | null;

  @Index()
  @Column({ type: 'int', nullable: true })
  returnOrderId!: number | null;

  @ManyToOne(() => ReturnOrder, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn()
  returnOrder!: Relation<ReturnOrder> | null;

  @Column({ type: 'varchar', length: 20 })
  fromState!: string;

  @Column({ type: 'varchar', length: 20 })
  toState!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  changedAt!: Date;

  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  user!: Relation<User> | null;

  /** Kept when the user is deleted. */
  @Column({ type: 'varchar', length: 254, default: '' })
  username!: string;
}
