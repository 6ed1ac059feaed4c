import { VoucherStateClass } from '@gb/contracts';

/** Vouchers that dropped out of a booklet are neither listed publicly nor counted on its card. */
export const DROPPED_VOUCHER_STATES: readonly VoucherStateClass[] = [
  VoucherStateClass.Declined,
  VoucherStateClass.Deleted,
  VoucherStateClass.ToDeleteFromBooklet,
];
