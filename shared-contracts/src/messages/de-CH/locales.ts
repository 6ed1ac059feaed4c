export default {
  deCH: 'Deutsch',
  enUS: 'English',
};
