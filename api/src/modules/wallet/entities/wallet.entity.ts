import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The booklets of one e-mail on the phone. Its link carries a secret token that is kept only as
 * a SHA-256 hash: whoever reads the database cannot open a wallet.
 */
@Entity('wallet')
export class Wallet {
  @PrimaryGeneratedColumn()
  id!: number;

  /** In lower case: one wallet per e-mail. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  @Column({ type: 'char', length: 64, unique: true, select: false })
  tokenHash!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
