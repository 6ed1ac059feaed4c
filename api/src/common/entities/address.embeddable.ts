import { ADDRESS_MAX_LENGTH, AddressType } from '@gb/contracts';
import { Column } from 'typeorm';

/** Address columns embedded in users, companies, vouchers and orders (prefixed per owner). */
export class AddressColumns {
  @Column({ type: 'varchar', length: 10, nullable: true })
  type!: AddressType | null;

  @Column({ type: 'varchar', length: ADDRESS_MAX_LENGTH.salutation, default: '' })
  salutation!: string;

  @Column({ type: 'varchar', length: ADDRESS_MAX_LENGTH.company, default: '' })
  company!: string;

  @Column({ type: 'varchar', length: ADDRESS_MAX_LENGTH.firstname, default: '' })
  firstname!: string;

  @Column({ type: 'varchar', length: ADDRESS_MAX_LENGTH.lastname, default: '' })
  lastname!: string;

  @Column({ type: 'varchar', length: ADDRESS_MAX_LENGTH.street, default: '' })
  street!: string;

  @Column({ type: 'varchar', length: ADDRESS_MAX_LENGTH.addressAddition, default: '' })
  addressAddition!: string;

  @Column({ type: 'varchar', length: ADDRESS_MAX_LENGTH.zip, default: '' })
  zip!: string;

  @Column({ type: 'varchar', length: ADDRESS_MAX_LENGTH.city, default: '' })
  city!: string;

  @Column({ type: 'varchar', length: ADDRESS_MAX_LENGTH.email, default: '' })
  email!: string;

  @Column({ type: 'varchar', length: ADDRESS_MAX_LENGTH.email, default: '' })
  email2!: string;

  @Column({ type: 'varchar', length: ADDRESS_MAX_LENGTH.phone, default: '' })
  phone!: string;

  @Column({ type: 'varchar', length: ADDRESS_MAX_LENGTH.homepage, default: '' })
  homepage!: string;

  @Column({ type: 'double precision', nullable: true })
  lon!: number | null;

  @Column({ type: 'double precision', nullable: true })
  lat!: number | null;
}
