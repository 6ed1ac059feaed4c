export default {
  title: 'Dieser Bereich konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
};
