import { PartnerOrderState, PartnerOrderType } from '@gb/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';

import { AddressColumns } from '../../../common/entities/address.embeddable.js';
import { Company } from '../../companies/entities/company.entity.js';
import { PartnerOrderLine } from './partner-order-line.entity.js';

/** A partner company's order of booklets (on commission or bought outright). */
@Entity('partner_order')
export class PartnerOrder {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  companyId!: number;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn()
  company!: Relation<Company>;

  @Column({ type: 'varchar', length: 20, unique: true })
  displayOrderId!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  orderDateTime!: Date;

  @Index()
  @Column({ type: 'varchar', length: 20, default: PartnerOrderState.Ordered })
  state!: PartnerOrderState;

  @Column({ type: 'varchar', length: 20 })
  type!: PartnerOrderType;

  @OneToMany(() => PartnerOrderLine, (line) => line.partnerOrder, { cascade: true })
  orderLines!: Relation<PartnerOrderLine>[];

  @Column(() => AddressColumns, { prefix: 'shipping' })
  shippingAddress!: AddressColumns;

  @Column({ type: 'text', default: '' })
  deliveryComment!: string;

  @Column({ type: 'timestamptz', nullable: true })
  closedAt!: Date | null;

  /** A client's Idempotency-Key: the same key never creates a second order. */
  @Column({ type: 'varchar', length: 200, nullable: true, unique: true })
  idempotencyKey!: string | null;

  /** What the key's first request asked for; another request with the key is refused. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  idempotencyFingerprint!: string | null;
}
