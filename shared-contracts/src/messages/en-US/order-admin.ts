import type orderAdmin from '../de-CH/order-admin.js';

const messages: typeof orderAdmin = {
  search: 'Search (name, order number, email)',
  allBooklets: 'All booklets',
  archived: 'Archived booklets',
  count: '{num} order(s)',
  totalQuantity: '{num} booklets',
  totalRevenue: 'Revenue {total}',
  orderNumber: 'Order number',
  orderDate: 'Date',
  buyer: 'Buyer',
  lines: 'Booklets',
  postage: 'Postage',
  deleteOrder: 'Delete order',
  deleteConfirm: 'Do you really want to delete the order {displayOrderId}?',
  deleted: 'The order was deleted',
  saved: 'Saved',
  invoice: 'Download invoice',
  abacusExport: 'Abacus export',
  exportYear: 'Year',
  backToList: 'Back to the list',
  addLine: 'Add booklet',
  removeLine: 'Remove',
  notFound: 'Order not found',
};

export default messages;
