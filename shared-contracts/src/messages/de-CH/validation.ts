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
};
