import {
  Column,
  Entity,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';

import { AddressColumns } from '../../../common/entities/address.embeddable.js';
import { Booklet } from '../../booklets/entities/booklet.entity.js';
import { Attachment } from '../../files/entities/attachment.entity.js';
import { User } from '../../users/entities/user.entity.js';

/** A partner company: offers vouchers and may sell booklets as a point of sale. */
@Entity('company')
export class Company {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column(() => AddressColumns, { prefix: 'location' })
  locationAddress!: AddressColumns;

  @Column({ type: 'int', nullable: true })
  contractAttachmentId!: number | null;

  @ManyToOne(() => Attachment, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  contractAttachment!: Relation<Attachment> | null;

  @Column({ type: 'int', nullable: true })
  responsibleUserId!: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  responsibleUser!: Relation<User> | null;

  @Column({ type: 'boolean', default: false })
  canOrderMoreInternalBooks!: boolean;

  @Column({ type: 'boolean', default: false })
  isSellingBooklets!: boolean;

  @Column({ type: 'boolean', default: false })
  isPointOfSales!: boolean;

  /** The booklets this company sells as a point of sale. */
  @ManyToMany(() => Booklet)
  @JoinTable({
    name: 'company_selling_booklet',
    joinColumn: { name: 'company_id' },
    inverseJoinColumn: { name: 'booklet_id' },
  })
  sellingBooklets!: Relation<Booklet>[];

  /** The digits the company enters on a client's phone to confirm a redemption; made on first read. */
  @Column({ type: 'varchar', length: 6, nullable: true, select: false })
  redemptionPin!: string | null;
}
