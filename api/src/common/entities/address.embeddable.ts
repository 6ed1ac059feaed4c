import { AddressType } from '@gb/contracts';
import { Column } from 'typeorm';

/** Address columns embedded in users, companies, vouchers and orders (prefixed per owner). */
export class AddressColumns {
  @Column({ type: 'varchar', length: 10, nullable: true })
  type!: AddressType | null;

  @Column({ type: 'varchar', length: 40, default: '' })
  salutation!: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  company!: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  firstname!: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  lastname!: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  street!: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  addressAddition!: string;

  @Column({ type: 'varchar', length: 10, default: '' })
  zip!: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  city!: string;

  @Column({ type: 'varchar', length: 254, default: '' })
  email!: string;

  @Column({ type: 'varchar', length: 254, default: '' })
  email2!: string;

  @Column({ type: 'varchar', length: 50, default: '' })
  phone!: string;

  @Column({ type: 'varchar', length: 254, default: '' })
  homepage!: string;

  @Column({ type: 'double precision', nullable: true })
  lon!: number | null;

  @Column({ type: 'double precision', nullable: true })
  lat!: number | null;
}
