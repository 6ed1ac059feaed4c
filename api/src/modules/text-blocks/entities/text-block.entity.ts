import type { Locale } from '@gb/contracts';
import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** One language version of a text: a canonical has its German block and may have an English one. */
@Entity('text_block')
@Unique('UQ_text_block_canonical_locale', ['canonical', 'locale'])
export class TextBlock {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  canonical!: string;

  @Column({ type: 'varchar', length: 5, default: 'de-CH' })
  locale!: Locale;

  @Column({ type: 'text', default: '' })
  text!: string;

  @Column({ type: 'text', default: '' })
  internalNotes!: string;
}
