export default {
  title: 'Rechnung {displayOrderId}',
  orderDate: 'Bestelldatum: {date}',
  booklet: 'Booklet',
  quantity: 'Anzahl',
  unitPrice: 'Stückpreis',
  amount: 'Betrag',
  postage: 'Porto und Verpackung',
  total: 'Total',
  vatIncluded: 'Im Betrag enthalten: {vatPercent}% MWST',
  paymentTerms: 'Zahlbar innert 30 Tagen. Vielen Dank für Ihre Bestellung!',
  activationCodes: 'Aktivierungscodes (einer pro Booklet, für das Booklet auf dem Handy)',
  paymentMessage: 'Bestellung {displayOrderId}',
  /** Above an invoice to the sample creditor of the demo, and in its payment part. */
  sample: 'Muster – nicht bezahlen',
};
