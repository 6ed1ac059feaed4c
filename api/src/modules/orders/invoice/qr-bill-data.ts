import type { Order as OrderDto } from '@gb/contracts';
import type { Data } from 'swissqrbill/types';
import { calculateQRReferenceChecksum, isQRIBAN } from 'swissqrbill/utils';

import type { CreditorConfig } from '../../../config/app-config.js';

const QR_REFERENCE_DIGITS = 26;

/**
 * The QR reference of an order: its display number's digits, padded, with the check digit.
 * A QR-IBAN requires one; it lets the bank statement name the order.
 */
export function qrReferenceOf(displayOrderId: string): string {
  const digits = displayOrderId.replace(/\D/g, '').padStart(QR_REFERENCE_DIGITS, '0');
  return digits + calculateQRReferenceChecksum(digits);
}

/** The payment part's data: creditor from configuration, the buyer as debtor, the order's total. */
export function qrBillData(order: OrderDto, creditor: CreditorConfig, message: string): Data {
  const address = order.billingAddress;
  const name =
    address.company.trim() || [address.firstname, address.lastname].filter(Boolean).join(' ');
  return {
    amount: order.total,
    currency: 'CHF',
    creditor: {
      account: creditor.iban,
      name: creditor.name,
      address: creditor.address,
      zip: creditor.zip,
      city: creditor.city,
      country: 'CH',
    },
    debtor: {
      name: name.slice(0, 70),
      address: address.street.slice(0, 70),
      zip: address.zip,
      city: address.city.slice(0, 35),
      country: 'CH',
    },
    message: message.slice(0, 140),
    ...(isQRIBAN(creditor.iban) && { reference: qrReferenceOf(order.displayOrderId) }),
  };
}
