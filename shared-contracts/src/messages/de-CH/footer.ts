export default {
  contact: 'Kontakt',
  legalNotice: 'Impressum',
  terms: 'AGB',
  login: 'Anmelden',
  logout: 'Abmelden',
  navigation: 'Service',
  currentBooklets: 'Aktuelle Booklets',
  copyright: '© {year} 2für1 Gutscheinbuch. Alle Rechte vorbehalten.',
};
