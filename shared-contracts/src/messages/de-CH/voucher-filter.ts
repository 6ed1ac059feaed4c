export default {
  fulltext: 'Suche',
  booklet: 'Booklet',
  category: 'Kategorie',
  allCategories: 'Alle Kategorien',
  found: '{num} Gutschein(e) gefunden',
  none: 'Keine Gutscheine gefunden',
  gallery: 'Galerie',
  map: 'Karte',
  noImage: 'Kein Bild vorhanden',
  ctrlToZoom: 'Zum Zoomen mit dem Mausrad die Ctrl-Taste gedrückt halten',
};
