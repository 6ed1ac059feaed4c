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

import { Attachment } from '../../files/entities/attachment.entity.js';
import { Voucher } from './voucher.entity.js';

/**
 * One version of a voucher's print proof (GzD). Versions are only added, never changed (the
 * database refuses an update): an approval names the version and checksum it was given for.
 */
@Entity('voucher_proof')
@Index(['voucherId', 'version'], { unique: true })
export class VoucherProof {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  voucherId!: number;

  @ManyToOne(() => Voucher, { onDelete: 'CASCADE' })
  @JoinColumn()
  voucher!: Relation<Voucher>;

  /** 1 for the first proof of the voucher, then counting up. */
  @Column({ type: 'int' })
  version!: number;

  @Column({ type: 'int' })
  attachmentId!: number;

  @ManyToOne(() => Attachment, { onDelete: 'RESTRICT' })
  @JoinColumn()
  attachment!: Relation<Attachment>;

  /** SHA-256 of the bytes, hex. */
  @Column({ type: 'varchar', length: 64 })
  checksum!: string;

  /** Who uploaded it; kept as a name too, should the user be deleted. */
  @Column({ type: 'int', nullable: true })
  uploadedByUserId!: number | null;

  @Column({ type: 'varchar', length: 254 })
  uploadedByName!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  uploadedAt!: Date;
}
