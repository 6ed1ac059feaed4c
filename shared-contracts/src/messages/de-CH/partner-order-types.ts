export default {
  Commission: 'Kommission',
  Purchase: 'Kauf',
};
