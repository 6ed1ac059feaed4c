export default {
  SuperAdmin: 'Super-Admin',
  Admin: 'Admin',
  GraphicDesigner: 'Graphikerin',
  Company: 'Betrieb',
  Franchisee: 'Franchisenehmer',
};
