import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';

import { Booklet } from '../../booklets/entities/booklet.entity.js';
import { ReturnOrder } from './return-order.entity.js';

@Entity('return_order_line')
export class ReturnOrderLine {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  returnOrderId!: number;

  @ManyToOne(() => ReturnOrder, (order) => order.orderLines, { onDelete: 'CASCADE' })
  @JoinColumn()
  returnOrder!: Relation<ReturnOrder>;

  @Index()
  @Column({ type: 'int' })
  bookletId!: number;

  @ManyToOne(() => Booklet, { onDelete: 'RESTRICT' })
  @JoinColumn()
  booklet!: Relation<Booklet>;

  @Column({ type: 'int' })
  quantity!: number;

  /** How many came back, counted at collection; null before. */
  @Column({ type: 'int', nullable: true })
  returned!: number | null;
}
