export default {
  search: 'Suche (Kennung, Text, Notizen)',
  count: '{num} Text-Block/Blöcke',
  status: 'Status',
  present: 'Erfasst',
  missing: 'Fehlt',
  missingTitle: 'Von der Website gelesen, noch nicht erfasst',
  missingHelp:
    'Diese Kennungen liest die Website. Solange es keinen Text-Block dazu gibt, sehen Besucher «Text-Block nicht gefunden».',
  allPresent: 'Alle Text-Blöcke der Website sind erfasst.',
  create: 'Text-Block erstellen',
  createFor: '«{canonical}» erstellen',
  usedOn: 'Verwendet auf',
  notUsed: 'Keine öffentliche Seite',
  preview: 'Vorschau, wie die Website den Text zeigt',
  previewEmpty: 'Kein Text',
  textHelp: 'Jede Zeile wird ein Absatz; E-Mail-Adressen und Telefonnummern werden verlinkt.',
  subjectHelp: 'Betreff-Block (Kennung endet auf «-subject»): eine Zeile ohne Zeilenumbruch.',
  canonicalHelp:
    'Kleinbuchstaben, Ziffern und Bindestriche, z. B. «legal-notice». Endet sie auf «-subject», ist es ein einzeiliger Betreff.',
  internalNotesHelp: 'Nur im Dashboard sichtbar, nie auf der Website.',
  saved: 'Gespeichert',
  created: 'Der Text-Block wurde erstellt',
};
