export default {
  required: '{field} darf nicht leer sein.',
  email: '{field} muss eine gültige E-mail sein.',
  passwordStrength: '{field} ist zu wenig stark.',
  zip: '{field} muss gültige PLZ sein.',
  maxLength: '{field} darf höchstens {maxLength} Zeichen lang sein',
  range: '{field} muss zwischen {min} und {max} liegen',
  invalid: '{field} ist ungültig',
  passwordMismatch: 'Passwort und Bestätigungspasswort stimmen nicht überein',
  noLineBreaks: '{field} darf keine Zeilenumbrüche enthalten',
  atLeastOneBooklet: 'Bitte mindestens ein Booklet auswählen',
  termsRequired: 'Bitte die AGB akzeptieren',
  insideSwitzerland: '{field} muss in der Schweiz liegen',
  customerCommentNotVisible: 'Ein Kommentar an den Betrieb muss für den Betrieb sichtbar sein',
  preOrderBeforeOrder: '{field} muss vor dem Datum «Bestellbar ab» liegen',
  slug: '{field} darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten (z. B. «legal-notice»)',
  swissVatRate: '{field} muss ein Schweizer MWST-Satz sein (0, 2.6, 3.8 oder 8.1 %)',
  portalPath:
    '{field} muss ein Pfad im Portal sein, der mit einem einzelnen / beginnt, keine Adresse',
  activationCode:
    '{field} ist falsch geschrieben: bitte prüfen Sie die 16 Zeichen (z. B. K7QX-94HM-T2RB-5NC2)',
  redemptionPin: '{field} besteht aus 4 bis 6 Ziffern',
};
