import type menu from '../de-CH/menu.js';

const messages: typeof menu = {
  vouchers: 'Vouchers',
  booklets: 'Booklets',
  appointments: 'Appointments',
  companies: 'Companies',
  partnerOrders: 'Partner orders',
  redemptions: 'Redemptions',
  bookletOrder: 'Order booklets',
  wallets: 'Wallets',
  orders: 'Orders',
  regions: 'Regions',
  users: 'Users',
  textBlocks: 'Text blocks',
  statistics: 'Statistics',
  profile: 'Profile',
};

export default messages;
