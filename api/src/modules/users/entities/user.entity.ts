import { DEFAULT_LOCALE, type Locale } from '@gb/contracts';
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
import { Attachment } from '../../files/entities/attachment.entity.js';
import { UserRole } from './user-role.entity.js';

// "user" is reserved in PostgreSQL.
@Entity('app_user')
export class User {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Always stored lower-cased; unique. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  /** argon2id hash; null for users who log in through mailed links only. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  passwordHash!: string | null;

  @Column(() => AddressColumns, { prefix: 'address' })
  address!: AddressColumns;

  @Index()
  @Column({ type: 'int', nullable: true })
  companyId!: number | null;

  @ManyToOne(() => Company, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  company!: Relation<Company> | null;

  @OneToMany(() => UserRole, (role) => role.user, { cascade: true })
  roles!: Relation<UserRole>[];

  @Column({ type: 'varchar', length: 5, default: DEFAULT_LOCALE })
  preferredLocale!: Locale;

  @Column({ type: 'int', nullable: true })
  profileImageAttachmentId!: number | null;

  @ManyToOne(() => Attachment, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  profileImageAttachment!: Relation<Attachment> | null;

  @Column({ type: 'boolean', default: false })
  loginViaHash!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
