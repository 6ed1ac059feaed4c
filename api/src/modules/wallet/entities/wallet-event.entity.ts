import type { WalletEventKind } from '@gb/contracts/answers';
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

import { User } from '../../users/entities/user.entity.js';
import { Voucher } from '../../vouchers/entities/voucher.entity.js';
import { ActivationCode } from './activation-code.entity.js';

/**
 * A copy's history: each activation, redemption and move, each new link asked for and opened,
 * who did it and when.
 */
@Entity('wallet_event')
export class WalletEvent {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  activationCodeId!: number;

  @ManyToOne(() => ActivationCode, { onDelete: 'CASCADE' })
  @JoinColumn()
  activationCode!: Relation<ActivationCode>;

  @Column({ type: 'varchar', length: 20 })
  kind!: WalletEventKind;

  /** The wallet's e-mail after the event (a move's new one, where a new link went). */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** A move's former e-mail. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  fromEmail!: string | null;

  @Column({ type: 'int', nullable: true })
  voucherId!: number | null;

  @ManyToOne(() => Voucher, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  voucher!: Relation<Voucher> | null;

  /** Staff who made the change; none when the wallet's owner (and a partner's PIN) did. */
  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  user!: Relation<User> | null;

  /** Kept when the user is deleted. */
  @Column({ type: 'varchar', length: 254, default: '' })
  username!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  happenedAt!: Date;
}
