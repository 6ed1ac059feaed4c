import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A mail waiting to go out, written in the transaction of the change it tells about (a
 * voucher's state change, a comment), so no change goes without its mail and no mail without
 * its change. Retried until sent.
 */
@Entity('mail_outbox')
export class MailOutboxEntry {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 254 })
  recipient!: string;

  @Column({ type: 'varchar', length: 300 })
  subject!: string;

  @Column({ type: 'text' })
  body!: string;

  /** The mail's purpose in the mail log, e.g. voucher-approval. */
  @Column({ type: 'varchar', length: 50 })
  kind!: string;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Index('IDX_mail_outbox_next_attempt')
  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
