import type orderMail from '../de-CH/order-mail.js';

const messages: typeof orderMail = {
  subject: 'Your order {displayOrderId}',
  greeting: 'Hello {name}',
  intro: 'Thank you for your order {displayOrderId}. You will receive:',
  line: '{quantity} × booklet {booklet} at {unitPrice} = {price}',
  postage: 'Postage and packaging: {postage}',
  total: 'Total: {total}',
  payment: 'The invoice with its QR payment slip is attached.',
  closing: 'Kind regards\n2for1 voucher booklet',
  activationCodes:
    'Your activation codes, one per booklet: enter a code with your e-mail address in the portal and the booklet is on your phone.',
  activationCodesOf: '{booklet}:',
  invoiceFileName: 'Invoice-{displayOrderId}.pdf',
};

export default messages;
