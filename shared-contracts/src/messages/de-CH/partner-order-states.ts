export default {
  ordered: 'Bestellt',
  shipped: 'Versandt',
  closed: 'Verrechnet',
};
