import { PartnerOrderType, ReturnOrderState } from '@gb/contracts';
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

import { Company } from '../../companies/entities/company.entity.js';
import { ReturnOrderLine } from './return-order-line.entity.js';

/** A partner company's request to return unsold commission booklets. */
@Entity('return_order')
export class ReturnOrder {
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
  @Column({ type: 'varchar', length: 20, default: ReturnOrderState.Requested })
  state!: ReturnOrderState;

  @Column({ type: 'varchar', length: 20, default: PartnerOrderType.Commission })
  type!: PartnerOrderType;

  @OneToMany(() => ReturnOrderLine, (line) => line.returnOrder, { cascade: true })
  orderLines!: Relation<ReturnOrderLine>[];

  /** When the booklets were collected. */
  @Column({ type: 'timestamptz', nullable: true })
  returned!: Date | null;
}
