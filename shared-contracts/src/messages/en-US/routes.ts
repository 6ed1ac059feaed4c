import type routes from '../de-CH/routes.js';

const messages: typeof routes = {
  home: 'Home',
  legalNotice: 'Legal notice',
  contact: 'Contact',
  becomePartner: 'Become a partner',
  aarauBaden: 'Aarau-Baden',
  freiamtSeetal: 'Freiamt-Seetal',
  sempachersee: 'Sempachersee',
  zugerland: 'Zugerland',
  winterthur: 'Winterthur',
  booklets: 'Booklets',
  bookletDetail: 'Booklet',
  vouchers: 'Vouchers',
  voucherDetail: 'Voucher',
  companies: 'Companies',
  companyDetail: 'Company',
  users: 'Users',
  userDetail: 'User',
  orders: 'Orders',
  partnerOrders: 'Partner orders',
  textBlocks: 'Text blocks',
  textBlockDetail: 'Text block',
  regions: 'Regions',
  regionDetail: 'Region',
  wallets: 'Wallets',
  redemptions: 'Redemptions',
  statistics: 'Statistics',
  appointments: 'Appointments',
  notFound: 'Page not found',
};

export default messages;
