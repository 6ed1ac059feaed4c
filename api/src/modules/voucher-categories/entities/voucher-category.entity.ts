import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('voucher_category')
export class VoucherCategory {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  title!: string;

  /** CSS colour of the category's dots on the map and in the filter. */
  @Column({ type: 'varchar', length: 20 })
  color!: string;

  @Column({ type: 'int', default: 0 })
  priority!: number;
}
