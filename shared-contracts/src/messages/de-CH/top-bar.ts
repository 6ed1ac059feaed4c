export default {
  home: 'Zur Startseite',
  contact: 'Kontakt',
  becomePartner: 'Partner werden',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schliessen',
  language: 'Sprache',
  navigation: 'Seiten',
  skipToContent: 'Zum Inhalt springen',
};
