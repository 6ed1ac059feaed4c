import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('text_block')
export class TextBlock {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100, unique: true })
  canonical!: string;

  @Column({ type: 'text', default: '' })
  text!: string;

  @Column({ type: 'text', default: '' })
  internalNotes!: string;
}
