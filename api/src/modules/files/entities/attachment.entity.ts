import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A stored file (image, contract, good-for-printing); the bytes live in the storage driver. */
@Entity('attachment')
export class Attachment {
  @PrimaryGeneratedColumn()
  id!: number;

  /** What the file is for, e.g. voucher-front-image or booklet-cover-image. */
  @Column({ type: 'varchar', length: 50 })
  kind!: string;

  @Column({ type: 'varchar', length: 100 })
  mime!: string;

  @Column({ type: 'varchar', length: 255 })
  originalName!: string;

  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  size!: number;

  @Column({ type: 'varchar', length: 255, unique: true })
  storageKey!: string;

  /**
   * The raster preview of a PDF, AI or EPS file: null while none was tried, `none` when the file
   * has none that can be shown, otherwise the preview's type (kept in the files store).
   */
  @Column({ type: 'varchar', length: 30, nullable: true })
  preview!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
