import { BookletState } from '@gb/contracts';
import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';

import { MONEY, PERCENT } from '../../../database/decimal.transformer.js';
import { Attachment } from '../../files/entities/attachment.entity.js';
import { Region } from '../../regions/entities/region.entity.js';
import { User } from '../../users/entities/user.entity.js';

/** One region's voucher booklet of one year. */
@Entity('booklet')
@Unique(['regionId', 'year'])
export class Booklet {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  regionId!: number;

  @ManyToOne(() => Region, { onDelete: 'RESTRICT' })
  @JoinColumn()
  region!: Relation<Region>;

  @Index()
  @Column({ type: 'int' })
  year!: number;

  @Index()
  @Column({ type: 'smallint', default: BookletState.Draft })
  state!: BookletState;

  @Column({ ...MONEY, default: 0 })
  unitPrice!: number;

  @Column({ type: 'varchar', length: 3, default: 'CHF' })
  currency!: string;

  @Column({ type: 'date', nullable: true })
  orderFromDate!: string | null;

  @Column({ type: 'date', nullable: true })
  preOrderFromDate!: string | null;

  @Column({ type: 'int', nullable: true })
  coverImageId!: number | null;

  @ManyToOne(() => Attachment, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  coverImage!: Relation<Attachment> | null;

  @Column({ ...PERCENT, default: 0 })
  vatPercent!: number;

  /** Price for partner companies. */
  @Column({ ...MONEY, default: 0 })
  internalUnitPrice!: number;

  @Column({ type: 'varchar', length: 50, nullable: true })
  abacusProductId!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  internalAbacusProductId!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  costCentre1Income!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  internalCostCentre1Income!: string | null;

  @Column({ type: 'int', nullable: true })
  qtyPrinted!: number | null;

  @Column({ type: 'int', nullable: true })
  maxInternalOrders!: number | null;

  @Column({ type: 'text', default: '' })
  informationForNextYear!: string;

  @Column({ type: 'int', nullable: true })
  responsibleUserId!: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  responsibleUser!: Relation<User> | null;

  @Column({ type: 'date', nullable: true })
  shippingDate!: string | null;

  @Column({ type: 'int', nullable: true })
  goodForPrintingId!: number | null;

  @ManyToOne(() => Attachment, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  goodForPrinting!: Relation<Attachment> | null;
}
