import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Every mail the api sent (or wrote to disk), for support questions. */
@Entity('mail_log')
export class MailLog {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'varchar', length: 254 })
  recipient!: string;

  @Column({ type: 'varchar', length: 300 })
  subject!: string;

  /** The mail's purpose, e.g. order-confirmation or voucher-approval. */
  @Column({ type: 'varchar', length: 50 })
  kind!: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  messageId!: string | null;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  sentAt!: Date;
}
