export default {
  resetPasswordSubject: 'Passwort zurücksetzen',
  resetPasswordText:
    'Guten Tag {name}\n\nMit diesem Link melden Sie sich einmalig an und setzen ein neues Passwort:\n{link}\n\nFreundliche Grüsse\n2für1 Gutscheinbuch',
};
