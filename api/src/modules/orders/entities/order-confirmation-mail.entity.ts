import type { Locale } from '@gb/contracts';
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

import { Order } from './order.entity.js';

/**
 * The outbox of order confirmation mails: written in the order's own transaction, so an
 * order never exists without its mail, and retried until the mail went out.
 */
@Entity('order_confirmation_mail')
export class OrderConfirmationMail {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index({ unique: true })
  @Column({ type: 'int' })
  orderId!: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn()
  order!: Relation<Order>;

  /** The buyer's language when ordering. */
  @Column({ type: 'varchar', length: 5 })
  locale!: Locale;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Index()
  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
