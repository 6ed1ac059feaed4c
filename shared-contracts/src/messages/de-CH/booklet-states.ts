export default {
  Draft: 'Entwurf',
  Published: 'Veröffentlicht',
  SoldOut: 'Ausverkauft',
  Archived: 'Archiviert',
};
