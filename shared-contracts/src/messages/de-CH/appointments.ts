export default {
  text: 'Termine',
  edit: 'Bearbeiten',
  saved: 'Termine gespeichert',
  empty: 'Noch keine Termine erfasst',
  hint: 'Jede Zeile wird ein Absatz.',
};
