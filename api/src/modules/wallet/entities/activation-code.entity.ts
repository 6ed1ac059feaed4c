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

import { Booklet } from '../../booklets/entities/booklet.entity.js';
import { Wallet } from './wallet.entity.js';

/**
 * One printed or sold copy of a booklet, known by its activation code, which is kept only as a
 * SHA-256 hash; once activated it belongs to a wallet.
 */
@Entity('activation_code')
export class ActivationCode {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  bookletId!: number;

  @ManyToOne(() => Booklet, { onDelete: 'RESTRICT' })
  @JoinColumn()
  booklet!: Relation<Booklet>;

  @Column({ type: 'char', length: 64, unique: true, select: false })
  codeHash!: string;

  @Index()
  @Column({ type: 'int', nullable: true })
  walletId!: number | null;

  @ManyToOne(() => Wallet, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  wallet!: Relation<Wallet> | null;

  @Column({ type: 'timestamptz', nullable: true })
  activatedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
