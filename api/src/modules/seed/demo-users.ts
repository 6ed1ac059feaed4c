import { Role } from '@gb/contracts';

export const DEMO_PASSWORD = 'Demo-2for1';

export interface DemoUser {
  email: string;
  firstname: string;
  lastname: string;
  roles: Role[];
  /** Index into the seeded companies for company users. */
  companyIndex?: number;
}

/** One demo login per role; the two company users belong to two different partner companies. */
export const DEMO_USERS: DemoUser[] = [
  { email: 'superadmin@demo.ch', firstname: 'Sandra', lastname: 'Meier', roles: [Role.SuperAdmin] },
  { email: 'admin@demo.ch', firstname: 'Andreas', lastname: 'Keller', roles: [Role.Admin] },
  {
    email: 'franchisee@demo.ch',
    firstname: 'Franziska',
    lastname: 'Huber',
    roles: [Role.Franchisee],
  },
  {
    email: 'designer@demo.ch',
    firstname: 'Daniela',
    lastname: 'Brunner',
    roles: [Role.GraphicDesigner],
  },
  {
    email: 'company@demo.ch',
    firstname: 'Marco',
    lastname: 'Bianchi',
    roles: [Role.Company],
    companyIndex: 0,
  },
  {
    email: 'company2@demo.ch',
    firstname: 'Petra',
    lastname: 'Widmer',
    roles: [Role.Company],
    companyIndex: 1,
  },
];
