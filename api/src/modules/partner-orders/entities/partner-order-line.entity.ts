import { PartnerOrderType } from '@gb/contracts';
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
import { PartnerOrder } from './partner-order.entity.js';

@Entity('partner_order_line')
export class PartnerOrderLine {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  partnerOrderId!: number;

  @ManyToOne(() => PartnerOrder, (order) => order.orderLines, { onDelete: 'CASCADE' })
  @JoinColumn()
  partnerOrder!: Relation<PartnerOrder>;

  @Index()
  @Column({ type: 'int' })
  bookletId!: number;

  @ManyToOne(() => Booklet, { onDelete: 'RESTRICT' })
  @JoinColumn()
  booklet!: Relation<Booklet>;

  @Column({ type: 'int' })
  quantity!: number;

  /** Commission when the company has a voucher in the booklet, Purchase otherwise. */
  @Column({ type: 'varchar', length: 20, default: PartnerOrderType.Commission })
  type!: PartnerOrderType;

  /** The booklet's internal price when the order was placed. */
  @Column({ ...MONEY, default: 0 })
  unitPrice!: number;

  @Column({ ...PERCENT, default: 0 })
  vatPercent!: number;
}
