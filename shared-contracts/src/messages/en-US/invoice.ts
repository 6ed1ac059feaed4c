import type invoice from '../de-CH/invoice.js';

const messages: typeof invoice = {
  title: 'Invoice {displayOrderId}',
  orderDate: 'Order date: {date}',
  booklet: 'Booklet',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  amount: 'Amount',
  postage: 'Postage and packaging',
  total: 'Total',
  vatIncluded: 'Included in the amount: {vatPercent}% VAT',
  paymentTerms: 'Payable within 30 days. Thank you for your order!',
  activationCodes: 'Activation codes (one per booklet, for the booklet on the phone)',
  paymentMessage: 'Order {displayOrderId}',
  sample: 'Sample – do not pay',
};

export default messages;
