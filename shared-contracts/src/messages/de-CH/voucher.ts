export default {
  stateChanged: 'Status wurde erfolgreich geändert',
  saveFirst: 'Bitte zuerst Daten speichern',
  stateLockedInEditMode: 'Der Status kann im Bearbeitungsmodus nicht geändert werden',
  approvalMailsSent: 'Zusage-Mails wurden gesendet',
  nextStates: 'Nächster Status',
  history: 'Verlauf',
  comments: 'Kommentare',
  images: 'Bilder',
  completeImage: 'Gesamtbild',
  frontImage: 'Vorderseite',
  backImage: 'Rückseite',
  companyLogo: 'Firmenlogo',
  imageHint: 'Bild idealerweise als jpg, bmp oder png, mindestens 2100 px hoch und 1200 px breit',
  logoHint:
    'Logo als Vektorgrafik (ai, eps, svg) oder als jpg in hoher Qualität, mindestens 800 px breit',
  favorite: 'Favorit',
  acceptTerms: 'Ich akzeptiere die AGB',
};
