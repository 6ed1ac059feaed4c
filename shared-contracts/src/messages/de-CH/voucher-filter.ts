export default {
  fulltext: 'Suche',
  booklet: 'Booklet',
  category: 'Kategorie',
  allCategories: 'Alle Kategorien',
  // The specification's wording, the same for one and many (i18next picks by `count`).
  found_one: '{num} Gutschein(e) gefunden',
  found_other: '{num} Gutschein(e) gefunden',
  none: 'Keine Gutscheine gefunden',
  views: 'Gutscheine zeigen als',
  gallery: 'Galerie',
  map: 'Karte',
  noImage: 'Kein Bild vorhanden',
  /** The demo's categories by their stored (German) title; others show their title as stored. */
  categories: {
    restaurant: 'Restaurant',
    cafeBakery: 'Café & Bäckerei',
    barLounge: 'Bar & Lounge',
    leisureSport: 'Freizeit & Sport',
    wellnessBeauty: 'Wellness & Beauty',
    culture: 'Kultur',
    shopping: 'Einkaufen',
    accommodation: 'Übernachtung',
  },
  tilesUnavailable:
    'Die Karte selbst kann gerade nicht geladen werden; die Gutscheine sind trotzdem eingezeichnet.',
  ctrlToZoom: 'Zum Zoomen mit dem Mausrad die Ctrl-Taste gedrückt halten',
};
