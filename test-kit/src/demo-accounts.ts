/** The password every demo account of the seed shares. */
export const DEMO_PASSWORD = 'Demo-2for1';

/** The demo logins of the seed, one per role; the two company users belong to two companies. */
export const DEMO = {
  superAdmin: 'superadmin@demo.ch',
  admin: 'admin@demo.ch',
  franchisee: 'franchisee@demo.ch',
  designer: 'designer@demo.ch',
  company: 'company@demo.ch',
  company2: 'company2@demo.ch',
} as const;

export type DemoAccount = (typeof DEMO)[keyof typeof DEMO];
