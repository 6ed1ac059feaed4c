export default {
  generic: 'Es ist ein Fehler aufgetreten',
  formNotValid: 'Formular ist nicht gültig',
  voucherNotAllowed: 'Sie sind nicht berechtigt, diesen Gutschein anzusehen.',
  textBlockNotFound: 'Text-Block nicht gefunden: {canonical}',
  uploadTooLarge: 'Die Datei ist zu gross zum Hochladen',
};
