import type { PublicVoucher } from '@gb/contracts';

/** A row of the public voucher query as the driver returns it. */
export type PublicVoucherRow = Omit<PublicVoucher, 'bookletIds'> & {
  bookletIds: (number | string)[];
};

/** Only the public fields, with ids as numbers whatever the driver made of the aggregate. */
export function toPublicVoucher(row: PublicVoucherRow): PublicVoucher {
  return {
    id: Number(row.id),
    bookletIds: row.bookletIds.map(Number),
    companyName: row.companyName,
    city: row.city,
    lon: row.lon,
    lat: row.lat,
    offerShort: row.offerShort,
    offerLong: row.offerLong,
    openingHours: row.openingHours,
    voucherCategoryId: row.voucherCategoryId,
    completeImageAttachmentId: row.completeImageAttachmentId,
    frontImageAttachmentId: row.frontImageAttachmentId,
    backImageAttachmentId: row.backImageAttachmentId,
  };
}
