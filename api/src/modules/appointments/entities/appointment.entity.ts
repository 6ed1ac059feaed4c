import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('appointment')
export class Appointment {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text', default: '' })
  text!: string;
}
