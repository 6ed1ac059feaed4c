import type order from '../de-CH/order.js';

const messages: typeof order = {
  typePrivate: 'Private',
  typeCompany: 'Company',
  submit: 'Order',
  ready: 'Ready to order',
  notReady: 'Data not yet correct / complete',
  success: 'We have received your order, thank you very much!',
  failure: 'An error has occurred, this booklet cannot be ordered',
  postage: 'Postage',
  total: 'Total',
  unitPrice: 'Unit price',
  postageLabel: 'Postage and packaging',
  amount: 'Amount',
  booklets: 'Booklets',
  billingAddress: 'Billing address',
  selectBooklet: 'Order {booklet}',
  orderNumber: 'Your order number: {number}',
  walletLink: 'With the activation code from the confirmation, your booklet is on your phone too',
  requiredNote: 'Fields marked with * are required.',
};

export default messages;
