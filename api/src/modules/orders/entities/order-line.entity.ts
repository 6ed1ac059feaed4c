import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';

import { MONEY, PERCENT } from '../../../database/decimal.transformer.js';
import { Booklet } from '../../booklets/entities/booklet.entity.js';
import { Order } from './order.entity.js';

@Entity('order_line')
export class OrderLine {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  orderId!: number;

  @ManyToOne(() => Order, (order) => order.orderLines, { onDelete: 'CASCADE' })
  @JoinColumn()
  order!: Relation<Order>;

  @Index()
  @Column({ type: 'int' })
  bookletId!: number;

  @ManyToOne(() => Booklet, { onDelete: 'RESTRICT' })
  @JoinColumn()
  booklet!: Relation<Booklet>;

  @Column({ type: 'varchar', length: 3, default: 'CHF' })
  currency!: string;

  @Column({ ...MONEY })
  unitPrice!: number;

  @Column({ type: 'int' })
  quantity!: number;

  @Column({ ...MONEY })
  price!: number;

  @Column({ ...PERCENT })
  vatPercent!: number;
}
