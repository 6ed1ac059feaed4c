// Data a browser test makes for itself through the api, so that it reads only what it made and
// changes nothing another test reads: a region with its booklet, a company, a voucher, a user.
import { randomBytes } from 'node:crypto';

import { BookletState, currentBookletYear, Role } from '@gb/contracts';
import { DEMO, userIdOf } from '@gb/test-kit';

import { apiAs, staffApi, upload } from './api.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date `days` from today, as the api takes dates (YYYY-MM-DD). */
export const day = (days) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** A short tag that makes a name this test's own. */
export const uniqueTag = () => randomBytes(3).toString('hex');

/** A region of its own (only an admin makes regions). */
export async function newRegion(name = `Testregion ${uniqueTag()}`) {
  const admin = await staffApi(DEMO.admin);
  return admin.post('region', { name });
}

/** A whole booklet body of the region: published and orderable this year unless `fields` say otherwise. */
export function bookletBody(regionId, fields = {}) {
  return {
    regionId,
    year: currentBookletYear(new Date()),
    state: BookletState.Published,
    unitPrice: 35,
    orderFromDate: day(-10),
    preOrderFromDate: day(-30),
    vatPercent: 2.6,
    internalUnitPrice: 20,
    abacusProductId: null,
    internalAbacusProductId: null,
    costCentre1Income: null,
    internalCostCentre1Income: null,
    qtyPrinted: 4000,
    maxInternalOrders: null,
    informationForNextYear: '',
    responsibleUserId: null,
    shippingDate: null,
    ...fields,
  };
}

/**
 * A booklet of its own region, published and orderable this year unless `fields` say otherwise;
 * answers the booklet, its region and the franchisee's client that made it.
 */
export async function newBooklet(fields = {}) {
  const { regionName, ...bookletFields } = fields;
  const region = fields.regionId ? undefined : await newRegion(regionName);
  const franchisee = await staffApi(DEMO.franchisee);
  const booklet = await franchisee.post(
    'booklet',
    bookletBody(fields.regionId ?? region.id, bookletFields),
  );
  return {
    booklet,
    region,
    franchisee,
    name: `${booklet.regionName ?? region?.name} ${booklet.year}`,
  };
}

/** Uploads `png` as the booklet's cover, as `client` (its franchisee); answers the booklet. */
export const uploadCover = (client, bookletId, png) =>
  upload(client, `booklet/${bookletId}/cover-image`, 'CoverImage', png, {
    filename: 'titelbild.png',
  });

/** A partner company of its own. */
export async function newCompany(fields = {}) {
  const franchisee = await staffApi(DEMO.franchisee);
  return franchisee.post('company', {
    name: `Testfirma ${uniqueTag()}`,
    canOrderMoreInternalBooks: false,
    responsibleUserId: null,
    sellingBookletIds: [],
    isPointOfSales: false,
    ...fields,
  });
}

/** A voucher (state Created) of a company in a booklet, made by the franchisee. */
export async function newVoucher({
  companyId,
  bookletId,
  offerShort = 'Zwei Pizzen, eine bezahlt',
}) {
  const franchisee = await staffApi(DEMO.franchisee);
  return franchisee.post('voucher', {
    companyId,
    responsibleUserId: null,
    voucherCategoryId: null,
    offerShort,
    bookletId,
  });
}

export const NEW_USER_PASSWORD = 'Start-pass1';

/**
 * A user of its own, registered by an admin (with a company: a Company user of it); answers its
 * id, email, password and a client logged in as it.
 */
export async function newUser({
  companyId = null,
  firstname = 'Nina',
  lastname = `Neu ${uniqueTag()}`,
} = {}) {
  const admin = await staffApi(DEMO.admin);
  const email = `user.${uniqueTag()}${uniqueTag()}@example.ch`;
  const { id } = await admin.post('auth/register', {
    email,
    password: NEW_USER_PASSWORD,
    firstname,
    lastname,
    companyId,
  });
  return { id, email, password: NEW_USER_PASSWORD, api: await apiAs(email, NEW_USER_PASSWORD) };
}

/** The company a Company user belongs to (its id from the user's own record). */
export async function companyOf(username, password) {
  const user = await apiAs(username, password);
  const { companyId } = await user.get(`user/${userIdOf(user.token)}`);
  return companyId;
}

/**
 * A user of its own holding `role` (granted by an admin; SuperAdmin only by the superadmin);
 * answers as `newUser` does, its client logged in after the grant so that its token carries the
 * role.
 */
export async function newStaffUser(role, fields = {}) {
  const user = await newUser(fields);
  const granter = await staffApi(role === Role.SuperAdmin ? DEMO.superAdmin : DEMO.admin);
  await granter.post('auth/toggle-role', { userId: user.id, roleName: role });
  return { ...user, api: await apiAs(user.email, user.password) };
}

/** A company of its own with a Company user of it: answers `{ company, user }`. */
export async function newCompanyUser(companyFields = {}) {
  const company = await newCompany(companyFields);
  return { company, user: await newUser({ companyId: company.id }) };
}

/** Sets the language a user of its own reads the portal in from its next page load. */
export function preferLocale(user, preferredLocale) {
  return user.api.put(`user/${user.id}/locale`, { preferredLocale });
}
