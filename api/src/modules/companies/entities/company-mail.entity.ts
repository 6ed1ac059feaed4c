import type { CompanyMailLinkType } from '@gb/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';

import { User } from '../../users/entities/user.entity.js';

/** A mail a franchisee sends to all partner companies at once. */
@Entity('company_mail')
export class CompanyMail {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  subject!: string;

  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  linkText!: string;

  @Column({ type: 'varchar', length: 50, default: '' })
  linkType!: CompanyMailLinkType;

  /** How many companies and users it went to. */
  @Column({ type: 'int', default: 0 })
  numCompanies!: number;

  @Column({ type: 'int', default: 0 })
  numRecipients!: number;

  /** The client's Idempotency-Key: a repeat with it sends nothing again. */
  @Column({ type: 'varchar', length: 200, nullable: true, unique: true })
  idempotencyKey!: string | null;

  /** The hash of the body the key first came with. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  idempotencyFingerprint!: string | null;

  @Column({ type: 'int', nullable: true })
  sentByUserId!: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  sentByUser!: Relation<User> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
