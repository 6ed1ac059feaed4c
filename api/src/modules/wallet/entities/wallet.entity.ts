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

  /**
   * The token of a new link the client asked for: its first opening makes it the wallet's token
   * and the former link stops opening the wallet. Until then the former link works, so a stranger
   * who asks for a link with someone's e-mail cannot take their wallet off their phone.
   */
  @Column({ type: 'char', length: 64, unique: true, nullable: true, select: false })
  renewedTokenHash!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
