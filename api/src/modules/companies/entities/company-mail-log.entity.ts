import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';

import { Company } from './company.entity.js';
import { CompanyMail } from './company-mail.entity.js';

/** One company mail as it was sent to one company. */
@Entity('company_mail_log')
export class CompanyMailLog {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int', nullable: true })
  companyMailId!: number | null;

  @ManyToOne(() => CompanyMail, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  companyMail!: Relation<CompanyMail> | null;

  @Index()
  @Column({ type: 'int' })
  companyId!: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn()
  company!: Relation<Company>;

  @Column({ type: 'varchar', length: 200 })
  subject!: string;

  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'timestamptz' })
  mailSentAt!: Date;
}
