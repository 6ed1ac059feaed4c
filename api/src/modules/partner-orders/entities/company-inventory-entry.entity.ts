import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';

import { Booklet } from '../../booklets/entities/booklet.entity.js';
import { Company } from '../../companies/entities/company.entity.js';
import { User } from '../../users/entities/user.entity.js';

/** A company's report of how many booklets it still holds. */
@Entity('company_inventory_entry')
@Index(['companyId', 'bookletId'])
export class CompanyInventoryEntry {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  companyId!: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn()
  company!: Relation<Company>;

  @Column({ type: 'int' })
  bookletId!: number;

  @ManyToOne(() => Booklet, { onDelete: 'CASCADE' })
  @JoinColumn()
  booklet!: Relation<Booklet>;

  @Column({ type: 'int' })
  quantity!: number;

  /** Who reported it. */
  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  user!: Relation<User> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  reportedAt!: Date;
}
