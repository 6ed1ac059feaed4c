export default {
  subject: 'Ihre Bestellung {displayOrderId}',
  greeting: 'Guten Tag {name}',
  intro: 'Vielen Dank für Ihre Bestellung {displayOrderId}. Sie erhalten:',
  line: '{quantity} × Booklet {booklet} à {unitPrice} = {price}',
  postage: 'Porto und Verpackung: {postage}',
  total: 'Total: {total}',
  payment: 'Die Rechnung mit QR-Einzahlungsschein finden Sie im Anhang.',
  closing: 'Freundliche Grüsse\n2für1 Gutscheinbuch',
  activationCodes:
    'Ihre Aktivierungscodes, einer pro Booklet: Geben Sie einen Code mit Ihrer E-Mail-Adresse im Portal ein, und das Booklet ist auf Ihrem Handy.',
  activationCodesOf: '{booklet}:',
  invoiceFileName: 'Rechnung-{displayOrderId}.pdf',
};
