export default {
  mr: 'Herr',
  ms: 'Frau',
};
