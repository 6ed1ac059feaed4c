export default {
  purchaseHint:
    'Booklets, in denen Ihr Betrieb keinen Gutschein hat, können höchstens 5 Mal bestellt werden und werden definitiv verrechnet.',
  returnRecorded: 'Ihre Rückgabe haben wir erfasst...',
  requestSentToAllCompanies: 'Die Bestellanfrage wurde an alle Betriebe gesendet',
};
