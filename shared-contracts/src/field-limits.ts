/** Records are numbered from 1 up to PostgreSQL's largest integer. */
export const MAX_RECORD_ID = 2_147_483_647;

/** The longest text each address field holds: the forms' bounds and the database's columns. */
export const ADDRESS_MAX_LENGTH = {
  salutation: 40,
  company: 200,
  firstname: 100,
  lastname: 100,
  street: 200,
  addressAddition: 200,
  zip: 10,
  city: 100,
  email: 254,
  phone: 50,
  homepage: 254,
} as const;

/** The map positions a voucher's address may take: Switzerland's bounding box (WGS 84). */
export const SWITZERLAND_BOUNDS = {
  minLon: 5.95,
  maxLon: 10.5,
  minLat: 45.81,
  maxLat: 47.81,
} as const;
