import type { WalletVoucher } from '@gb/contracts/answers';

/** A voucher of a wallet as the api answers it, not redeemed, with what a test gives it. */
export function walletVoucher(id: number, fields: Partial<WalletVoucher> = {}): WalletVoucher {
  return {
    id,
    companyName: `Betrieb ${id}`,
    offerShort: 'Zwei Hauptgänge',
    offerLong: '',
    street: 'Bahnhofstrasse 3',
    zip: '5400',
    city: 'Baden',
    lat: null,
    lon: null,
    openingHours: '',
    voucherCategoryId: null,
    completeImageAttachmentId: null,
    frontImageAttachmentId: null,
    backImageAttachmentId: null,
    redeemedAt: null,
    ...fields,
  };
}
