export default {
  more: '{num} weitere',
  hide: 'ausblenden',
};
