import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The last display number handed out per kind (order, partner order, return order) and year;
 * incremented inside the creating transaction, so numbers stay gapless.
 */
@Entity('order_number_counter')
export class OrderNumberCounter {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  kind!: string;

  @PrimaryColumn({ type: 'int' })
  year!: number;

  @Column({ type: 'int', default: 0 })
  lastNumber!: number;
}
