import { VoucherStateClass } from '@gb/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';

import { AddressColumns } from '../../../common/entities/address.embeddable.js';
import { Booklet } from '../../booklets/entities/booklet.entity.js';
import { Company } from '../../companies/entities/company.entity.js';
import { Attachment } from '../../files/entities/attachment.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { VoucherCategory } from '../../voucher-categories/entities/voucher-category.entity.js';

/** A company's two-for-one offer, printed in one or more booklets. */
@Entity('voucher')
export class Voucher {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The booklet the voucher was created for. */
  @Index()
  @Column({ type: 'int', nullable: true })
  bookletId!: number | null;

  @ManyToOne(() => Booklet, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn()
  booklet!: Relation<Booklet> | null;

  /** Every booklet the voucher appears in (inBookletIds). */
  @ManyToMany(() => Booklet)
  @JoinTable({
    name: 'voucher_booklet',
    joinColumn: { name: 'voucher_id' },
    inverseJoinColumn: { name: 'booklet_id' },
  })
  inBooklets!: Relation<Booklet>[];

  @Index()
  @Column({ type: 'int' })
  companyId!: number;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn()
  company!: Relation<Company>;

  @Column(() => AddressColumns, { prefix: 'address' })
  address!: AddressColumns;

  @Column({ type: 'varchar', length: 300, default: '' })
  offerShort!: string;

  @Column({ type: 'text', default: '' })
  offerLong!: string;

  @Column({ type: 'text', default: '' })
  openingHours!: string;

  @Column({ type: 'text', default: '' })
  noteForGraphicDesigner!: string;

  @Index()
  @Column({ type: 'int', nullable: true })
  voucherCategoryId!: number | null;

  @ManyToOne(() => VoucherCategory, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  voucherCategory!: Relation<VoucherCategory> | null;

  @Column({ type: 'int', nullable: true })
  responsibleUserId!: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  responsibleUser!: Relation<User> | null;

  @Index()
  @Column({ type: 'varchar', length: 40, default: VoucherStateClass.Created })
  stateClass!: VoucherStateClass;

  @Column({ type: 'int', nullable: true })
  copiedFromVoucherId!: number | null;

  @ManyToOne(() => Voucher, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  copiedFromVoucher!: Relation<Voucher> | null;

  @Column({ type: 'int', nullable: true })
  completeImageAttachmentId!: number | null;

  @ManyToOne(() => Attachment, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  completeImageAttachment!: Relation<Attachment> | null;

  @Column({ type: 'int', nullable: true })
  frontImageAttachmentId!: number | null;

  @ManyToOne(() => Attachment, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  frontImageAttachment!: Relation<Attachment> | null;

  @Column({ type: 'int', nullable: true })
  backImageAttachmentId!: number | null;

  @ManyToOne(() => Attachment, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  backImageAttachment!: Relation<Attachment> | null;

  @Column({ type: 'int', nullable: true })
  companyLogoAttachmentId!: number | null;

  @ManyToOne(() => Attachment, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  companyLogoAttachment!: Relation<Attachment> | null;

  /** Further images the company uploaded for the graphic designer. */
  @ManyToMany(() => Attachment)
  @JoinTable({
    name: 'voucher_image',
    joinColumn: { name: 'voucher_id' },
    inverseJoinColumn: { name: 'attachment_id' },
  })
  images!: Relation<Attachment>[];

  /** Users who marked the voucher as favourite. */
  @ManyToMany(() => User)
  @JoinTable({
    name: 'voucher_favorite',
    joinColumn: { name: 'voucher_id' },
    inverseJoinColumn: { name: 'user_id' },
  })
  favoriteOf!: Relation<User>[];

  /** When the company accepted the terms with "good for printing ok". */
  @Column({ type: 'timestamptz', nullable: true })
  termsAcceptedAt!: Date | null;

  /** Who accepted them. */
  @Column({ type: 'int', nullable: true })
  termsAcceptedByUserId!: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  termsAcceptedByUser!: Relation<User> | null;

  /** The Idempotency-Key the voucher was created with: a repeat with it answers this voucher. */
  @Column({ type: 'varchar', length: 200, nullable: true, unique: true, select: false })
  idempotencyKey!: string | null;

  /** What the creating request asked for; the key with another request is refused. */
  @Column({ type: 'varchar', length: 64, nullable: true, select: false })
  idempotencyFingerprint!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
