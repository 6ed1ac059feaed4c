import type roles from '../de-CH/roles.js';

const messages: typeof roles = {
  SuperAdmin: 'Super admin',
  Admin: 'Admin',
  GraphicDesigner: 'Graphic designer',
  Company: 'Company',
  Franchisee: 'Franchisee',
};

export default messages;
