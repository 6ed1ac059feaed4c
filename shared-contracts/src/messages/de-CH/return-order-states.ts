export default {
  requested: 'Angefordert',
  collected: 'Abgeholt',
  closed: 'Abgeschlossen',
};
