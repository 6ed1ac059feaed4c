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

import { VoucherProof } from './voucher-proof.entity.js';
import { Voucher } from './voucher.entity.js';

/**
 * "GzD ok" or "GzD not ok" as it was given: who, when, on which proof version, terms accepted,
 * comment. Written once with the state change; the database refuses any update.
 */
@Entity('voucher_proof_decision')
export class VoucherProofDecision {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  voucherId!: number;

  @ManyToOne(() => Voucher, { onDelete: 'CASCADE' })
  @JoinColumn()
  voucher!: Relation<Voucher>;

  /** The version decided on; null when no proof was stored yet. */
  @Column({ type: 'int', nullable: true })
  proofId!: number | null;

  @ManyToOne(() => VoucherProof, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn()
  proof!: Relation<VoucherProof> | null;

  @Column({ type: 'boolean' })
  approved!: boolean;

  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @Column({ type: 'varchar', length: 254 })
  username!: string;

  @Column({ type: 'boolean', default: false })
  termsAccepted!: boolean;

  @Column({ type: 'text', default: '' })
  comment!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  decidedAt!: Date;
}
