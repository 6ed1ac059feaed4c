// What the storefront shows, made by a browser test for itself through the api: a region with its
// intro and booklets, partner companies, vouchers on the public list and map, points of sale. A
// test reads only these, so booklets and vouchers other tests add never change what it expects.
import { currentBookletYear } from '@gb/contracts';
import { DEMO } from '@gb/test-kit';

import { staffApi, upload, visitorApi } from './api.mjs';
import { bookletBody, uniqueTag, uploadCover } from './fixtures.mjs';
import { solidPng } from './png.mjs';

/** This booklet year, as a new booklet has it unless told otherwise. */
export const THIS_YEAR = currentBookletYear(new Date());

/** Map positions inside Switzerland (lon, lat). */
export const PLACES = {
  Aarau: [8.044, 47.392],
  Baden: [8.307, 47.473],
  Zug: [8.517, 47.166],
  Luzern: [8.309, 47.05],
};

/** The demo's voucher categories (reference data no test changes), by their German title. */
export async function categoryNamed(title) {
  const categories = await visitorApi().get('voucher-category');
  const category = categories.find((candidate) => candidate.title === title);
  if (!category) throw new Error(`no voucher category ${title}`);
  return category;
}

// A cover in the proportions of a printed booklet, as the storefront lays covers out.
const COVER = solidPng(236, 330, [215, 0, 35]);

/**
 * A region of its own with its intro text block (German; English too when `englishIntro` is
 * given), as its regional page reads it; answers the region, its page's path and the intro.
 */
export async function newRegionWithIntro({
  intro = 'Willkommen in der Testregion.\nHier geniessen zwei und einer bezahlt.',
  englishIntro,
} = {}) {
  const admin = await staffApi(DEMO.admin);
  const region = await admin.post('region', { name: `Testregion ${uniqueTag()}` });
  const franchisee = await staffApi(DEMO.franchisee);
  const block = { canonical: `intro-${region.canonical}`, text: intro, internalNotes: '' };
  await franchisee.post('text-block', { ...block, locale: 'de-CH' });
  if (englishIntro) {
    await franchisee.post('text-block', { ...block, text: englishIntro, locale: 'en-US' });
  }
  return { region, path: `/${region.canonical}`, intro };
}

/**
 * A booklet of `region`, published and orderable this year unless `fields` say otherwise (as
 * the fixtures' newBooklet), with a cover when asked; answers the booklet and its name on the page.
 */
export async function newRegionBooklet(region, { cover = false, ...fields } = {}) {
  const franchisee = await staffApi(DEMO.franchisee);
  const booklet = await franchisee.post(
    'booklet',
    bookletBody(region.id, { year: THIS_YEAR, ...fields }),
  );
  if (cover) await uploadCover(franchisee, booklet.id, COVER);
  return { ...booklet, name: `${region.name} ${booklet.year}` };
}

/** A partner company of its own (as the fixtures' newCompany). */
async function newPartner(fields) {
  const franchisee = await staffApi(DEMO.franchisee);
  return franchisee.post('company', {
    canOrderMoreInternalBooks: false,
    responsibleUserId: null,
    sellingBookletIds: [],
    isPointOfSales: false,
    ...fields,
  });
}

/**
 * A voucher of a company of its own in `booklet`, on the public list: its company's name, city,
 * category, offer and map position (`place`, none for `null`), and a front and back image when
 * asked. Answers it as the public list shows it.
 */
export async function newListedVoucher(
  booklet,
  {
    companyName = `Testbetrieb ${uniqueTag()}`,
    category = null,
    city = 'Aarau',
    place = PLACES[city] ?? PLACES.Aarau,
    offerShort = 'Zwei Pizzen, eine bezahlt',
    offerLong = '',
    images = false,
  } = {},
) {
  const company = await newPartner({ name: companyName });
  const franchisee = await staffApi(DEMO.franchisee);
  const voucherCategoryId = category?.id ?? null;
  const { id } = await franchisee.post('voucher', {
    companyId: company.id,
    responsibleUserId: null,
    voucherCategoryId,
    offerShort,
    bookletId: booklet.id,
  });
  // A voucher just created is the staff's to edit: the admin fills in what the public sees.
  const admin = await staffApi(DEMO.admin);
  if (offerLong) {
    await admin.put(`voucher/${id}`, {
      voucherCategoryId,
      responsibleUserId: null,
      offerShort,
      openingHours: '',
      offerLong,
    });
  }
  const [lon, lat] = place ?? [null, null];
  await admin.put(`voucher/${id}/address`, { city, lon, lat });
  const sides = { frontImageAttachmentId: null, backImageAttachmentId: null };
  if (images) {
    const front = solidPng(60, 90, [215, 0, 35]);
    const back = solidPng(60, 90, [40, 40, 40]);
    const withFront = await upload(admin, `voucher/${id}/front-image`, 'ImageFile', front);
    const withBack = await upload(admin, `voucher/${id}/back-image`, 'ImageFile', back);
    sides.frontImageAttachmentId = withFront.frontImageAttachmentId;
    sides.backImageAttachmentId = withBack.backImageAttachmentId;
  }
  return {
    id,
    bookletIds: [booklet.id],
    companyName,
    city,
    lon,
    lat,
    offerShort,
    offerLong,
    voucherCategoryId,
    ...sides,
  };
}

/** `count` partner companies of their own that sell `booklet` as points of sale, by name. */
export async function newPointsOfSale(booklet, count) {
  const tag = uniqueTag();
  const names = Array.from({ length: count }, (_, index) => `Verkaufsstelle ${tag} ${index + 1}`);
  for (const name of names) {
    await newPartner({ name, isPointOfSales: true, sellingBookletIds: [booklet.id] });
  }
  return names;
}
