export default {
  contact: 'Kontakt',
  legalNotice: 'Impressum',
  terms: 'AGB',
  login: 'Login',
  logout: 'Logout',
  currentBooklets: 'Aktuelle Booklets',
  copyright: '© {year} 2für1 Gutscheinbuch. Alle Rechte vorbehalten.',
};
