import { Role } from '@gb/contracts';
import { Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';

import { User } from './user.entity.js';

@Entity('user_role')
export class UserRole {
  @PrimaryColumn({ type: 'int' })
  userId!: number;

  @PrimaryColumn({ type: 'varchar', length: 30 })
  role!: Role;

  @ManyToOne(() => User, (user) => user.roles, { onDelete: 'CASCADE' })
  @JoinColumn()
  user!: Relation<User>;
}
