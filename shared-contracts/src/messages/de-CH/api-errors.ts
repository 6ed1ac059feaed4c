export default {
  badRequest: 'Die Anfrage ist ungültig',
  unauthorized: 'Bitte melden Sie sich an',
  forbidden: 'Dazu sind Sie nicht berechtigt',
  notFound: 'Nicht gefunden',
  conflict: 'Die Daten wurden inzwischen geändert',
  tooManyRequests: 'Zu viele Anfragen, bitte später erneut versuchen',
  payloadTooLarge: 'Die Datei ist zu gross zum Hochladen',
  internal: 'Es ist ein Fehler aufgetreten',
  stateNotAllowed: 'Dieser Statuswechsel ist nicht erlaubt',
  bookletNotOrderable: 'Es ist ein Fehler aufgetreten, dieses Booklet kann nicht bestellt werden',
  purchaseLimit: 'Von diesem Booklet können höchstens {maxQuantity} Stück bestellt werden',
  notAnImage: 'Die Datei ist kein Bild. Erlaubt sind JPG, PNG, BMP, GIF und WebP.',
  fileEmpty: 'Die Datei ist leer',
  fileMissing: 'Es wurde keine Datei gesendet',
  sessionEnded: 'Ihre Anmeldung wurde beendet, bitte melden Sie sich erneut an',
  userOutranks: 'Sie dürfen keinen Benutzer mit einer höheren Rolle als Ihrer bearbeiten',
  companyNotFound: 'Diese Firma gibt es nicht',
  referenceNotFound: 'Ein genannter Datensatz existiert nicht',
  alreadyExists: 'Dieser Eintrag existiert bereits',
  idempotencyKeyReused: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet',
  imageTooLarge: 'Das Bild ist zu gross: höchstens {maxMegapixels} Megapixel sind erlaubt',
  imageUnreadable: 'Das Bild kann nicht angezeigt werden',
  noPreview: 'Für diese Datei gibt es keine Vorschau, bitte laden Sie sie herunter',
  voucherNotEditable: 'Sie dürfen diesen Gutschein in seinem Status nicht bearbeiten',
  voucherStateChanged: 'Der Status des Gutscheins wurde inzwischen geändert, bitte neu laden',
  notResponsibleUser: 'Diese Person kann nicht verantwortlich sein',
  commentNotAuthor: 'Nur wer den Kommentar schrieb oder ein Franchisenehmer kann ihn ändern',
  bookletCommentNotAuthor: 'Nur wer den Kommentar schrieb oder ein Admin kann ihn ändern',
  noMailInState: 'In diesem Status wartet keine Mail auf den Betrieb',
  bookletYearTaken: 'Diese Region hat für dieses Jahr bereits ein Booklet',
  companyInUse:
    'Dieser Betrieb hat noch Gutscheine, Bestellungen oder Benutzer und kann nicht gelöscht werden',
  notAPdf: 'Die Datei ist kein PDF',
  purchaseLimitReached:
    'Von diesem Booklet können Sie noch {maxQuantity} Stück kaufen: Booklets ohne eigenen Gutschein höchstens 5 pro Jahr',
  returnLimit: 'Von diesem Booklet können höchstens {maxQuantity} Stück zurückgegeben werden',
  purchaseNotReturnable: 'Gekaufte Booklets können nicht zurückgegeben werden',
  companyRequired: 'Bitte wählen Sie den Betrieb',
  returnedAboveRequested: 'Es können nicht mehr Booklets zurückkommen als angemeldet',
  textBlockCanonicalTaken:
    'Die Kennung «{canonical}» hat bereits ein anderer Text-Block ({locale})',
  textBlockWithoutOriginal:
    'Eine Übersetzung braucht den deutschen Text-Block «{canonical}»: Erstellen Sie zuerst diesen',
  textBlockTranslationRenamed:
    'Die Kennung einer Übersetzung folgt dem deutschen Text-Block: Ändern Sie sie dort',
  notALogo: 'Die Datei ist kein Logo. Erlaubt sind AI, EPS, SVG, JPG, PNG, BMP, GIF und WebP.',
  svgActiveContent:
    'Das SVG enthält Skripte, Ereignisse oder externe Verweise und wird nicht angenommen',
  notAProof: 'Das GzD muss ein PDF oder ein Bild (JPG, PNG, BMP, GIF, WebP) sein',
  proofOutdated: 'Inzwischen gibt es eine neuere GzD-Version, bitte neu laden',
  proofMissing:
    'Dieser Gutschein hat noch kein GzD: ohne GzD kann es weder versendet noch freigegeben werden',
  proofLocked: 'In diesem Status kann kein GzD mehr hochgeladen werden',
  activationCodeUnknown: 'Diesen Aktivierungscode gibt es nicht',
  activationCodeTaken:
    'Dieser Aktivierungscode wurde bereits mit einer anderen E-Mail-Adresse aktiviert. Wenn es Ihr Booklet ist, hilft Ihnen unser Kundendienst.',
  activationTooManyWrongCodes:
    'Zu viele falsche Aktivierungscodes, bitte versuchen Sie es in einer Viertelstunde erneut',
  walletNotFound:
    'Diese Wallet gibt es nicht (mehr): bitte öffnen Sie den neuesten Link aus Ihrer Mail',
  walletLinkTooMany:
    'Für diese E-Mail-Adresse wurden zu viele neue Links verlangt, bitte versuchen Sie es in einer Viertelstunde erneut',
  walletVoucherNotFound: 'Dieser Gutschein ist in keinem Booklet Ihrer Wallet',
  redemptionPinWrong: 'Der PIN stimmt nicht: bitte lassen Sie ihn vom Betrieb eingeben',
  redemptionLocked:
    'Zu viele falsche PINs für diesen Gutschein, bitte versuchen Sie es in einer Viertelstunde erneut',
  voucherAlreadyRedeemed: 'Dieser Gutschein wurde bereits am {redeemedAt} eingelöst',
  bookletNotRedeemable: 'Die Gutscheine dieses Booklets können nicht mehr eingelöst werden',
};
