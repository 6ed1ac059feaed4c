import {
  Column,
  Entity,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
  CreateDateColumn,
} from 'typeorm';

import { AddressColumns } from '../../../common/entities/address.embeddable.js';
import { MONEY } from '../../../database/decimal.transformer.js';
import { OrderLine } from './order-line.entity.js';

/** A public booklet order, paid by invoice. */
@Entity('customer_order')
export class Order {
  @PrimaryGeneratedColumn()
  id!: number;

  /** YYYY-NNNNN, gapless per year (see order_number_counter). */
  @Column({ type: 'varchar', length: 20, unique: true })
  displayOrderId!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  orderDateTime!: Date;

  @Column(() => AddressColumns, { prefix: 'billing' })
  billingAddress!: AddressColumns;

  @OneToMany(() => OrderLine, (line) => line.order, { cascade: true })
  orderLines!: Relation<OrderLine>[];

  @Column({ ...MONEY, default: 0 })
  postage!: number;

  @Column({ type: 'varchar', length: 100, default: '' })
  postageLabel!: string;

  @Column({ type: 'varchar', length: 50, default: '' })
  postageProductNo!: string;

  @Column({ ...MONEY, default: 0 })
  total!: number;

  /** The client's Idempotency-Key: the same key never creates a second order. */
  @Column({ type: 'varchar', length: 200, nullable: true, unique: true })
  idempotencyKey!: string | null;

  /** SHA-256 of the request the key first came with: the key cannot stand for another order. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  idempotencyFingerprint!: string | null;
}
