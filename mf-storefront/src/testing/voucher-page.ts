import type { PublicVoucher, PublicVoucherList } from '@gb/contracts';

/** The public `GET voucher` answer: every voucher on one page, as the api sends it. */
export const voucherPage = (items: PublicVoucher[]): PublicVoucherList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: Math.max(items.length, 1),
});
