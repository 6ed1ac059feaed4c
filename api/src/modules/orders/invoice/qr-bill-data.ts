import type { Order as OrderDto } from '@gb/contracts';
import type { Creditor, Data, Debtor } from 'swissqrbill/types';
import { calculateQRReferenceChecksum, isQRIBAN } from 'swissqrbill/utils';

import type { CreditorConfig } from '../../../config/app-config.js';
import { paymentPartText, shortenAtWord, splitBuildingNumber } from './payment-part-text.js';

const QR_REFERENCE_DIGITS = 26;

/** The longest text of each field of the payment part (Swiss Implementation Guidelines QR-bill). */
export const PAYMENT_PART_MAX_LENGTH = {
  name: 70,
  street: 70,
  zip: 16,
  city: 35,
  message: 140,
} as const;

/**
 * The QR reference of an order: its display number's digits, padded, with the check digit.
 * A QR-IBAN requires one; it lets the bank statement name the order.
 */
export function qrReferenceOf(displayOrderId: string): string {
  const digits = displayOrderId.replace(/\D/g, '').padStart(QR_REFERENCE_DIGITS, '0');
  return digits + calculateQRReferenceChecksum(digits);
}

interface PostalAddress {
  name: string;
  /** The street line as written, house number included. */
  street: string;
  zip: string;
  city: string;
}

/**
 * A structured address (type S) of the payment part: in its character set, the house number in
 * its own field, each field shortened at a whole word to its length.
 */
function structuredAddress(address: PostalAddress): Omit<Debtor, 'country'> {
  const field = (text: string, maxLength: number) =>
    shortenAtWord(paymentPartText(text), maxLength);
  const { street, buildingNumber } = splitBuildingNumber(paymentPartText(address.street));
  return {
    name: field(address.name, PAYMENT_PART_MAX_LENGTH.name),
    address: field(street, PAYMENT_PART_MAX_LENGTH.street),
    ...(buildingNumber && { buildingNumber }),
    zip: field(address.zip, PAYMENT_PART_MAX_LENGTH.zip),
    city: field(address.city, PAYMENT_PART_MAX_LENGTH.city),
  };
}

/** The payment part's data: creditor from configuration, the buyer as debtor, the order's total. */
export function qrBillData(order: OrderDto, creditor: CreditorConfig, message: string): Data {
  const billing = order.billingAddress;
  const name =
    billing.company.trim() || [billing.firstname, billing.lastname].filter(Boolean).join(' ');
  const creditorAddress: Creditor = {
    account: creditor.iban,
    ...structuredAddress({ ...creditor, street: creditor.address }),
    country: 'CH',
  };
  return {
    amount: order.total,
    currency: 'CHF',
    creditor: creditorAddress,
    debtor: { ...structuredAddress({ ...billing, name }), country: 'CH' },
    message: shortenAtWord(paymentPartText(message), PAYMENT_PART_MAX_LENGTH.message),
    ...(isQRIBAN(creditor.iban) && { reference: qrReferenceOf(order.displayOrderId) }),
  };
}
