export default {
  title: 'Dieser Bereich konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  incompatible:
    'Dieser Bereich wurde für eine neuere Version des Portals gebaut. Bitte laden Sie die Seite in einigen Minuten neu.',
};
