export default {
  vouchers: 'Gutscheine',
  booklets: 'Booklets',
  appointments: 'Termine',
  companies: 'Betriebe',
  partnerOrders: 'Partner-Bestellungen',
  bookletOrder: 'Booklet Bestellung',
  orders: 'Bestellungen',
  regions: 'Regionen',
  users: 'Benutzer',
  textBlocks: 'Text-Blöcke',
  statistics: 'Statistik',
  profile: 'Profil',
};
