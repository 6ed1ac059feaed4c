import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('region')
export class Region {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** The slug of the regional landing page, e.g. aarau-baden. */
  @Column({ type: 'varchar', length: 100, unique: true })
  canonical!: string;

  @Column({ type: 'int', default: 0 })
  sortId!: number;
}
