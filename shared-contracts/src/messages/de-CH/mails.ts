export default {
  resetPasswordSubject: 'Passwort zurücksetzen',
  resetPasswordText:
    'Guten Tag {name}\n\nMit diesem Link melden Sie sich einmalig an und setzen ein neues Passwort:\n{link}\n\nFreundliche Grüsse\n2für1 Gutscheinbuch',
  voucherApprovalSubject: 'Ihr Gutschein im 2für1 Gutscheinbuch: {offer}',
  voucherApprovalText:
    'Guten Tag {name}\n\nWir möchten Ihren Betrieb {company} im 2für1 Gutscheinbuch aufnehmen, mit dem Angebot «{offer}». Sind Sie dabei? Mit diesem Link melden Sie sich an und geben uns Ihre Zusage:\n{link}\n\nFreundliche Grüsse\n2für1 Gutscheinbuch',
  voucherGoodForPrintingSubject: 'Gut zum Druck für Ihren Gutschein: {offer}',
  voucherGoodForPrintingText:
    'Guten Tag {name}\n\nDas Gut zum Druck Ihres Gutscheins «{offer}» ist bereit. Bitte prüfen Sie es und geben Sie es frei:\n{link}\n\nFreundliche Grüsse\n2für1 Gutscheinbuch',
  voucherDataNotOkSubject: 'Ihr Gutschein braucht noch Angaben: {offer}',
  voucherDataNotOkText:
    'Guten Tag {name}\n\nDie Angaben zu Ihrem Gutschein «{offer}» sind noch nicht vollständig. Bitte ergänzen Sie sie:\n{link}\n\nFreundliche Grüsse\n2für1 Gutscheinbuch',
  voucherGoodForPrintingNotPossibleSubject: 'Gut zum Druck noch nicht möglich: {offer}',
  voucherGoodForPrintingNotPossibleText:
    'Guten Tag {name}\n\nFür Ihren Gutschein «{offer}» können wir das Gut zum Druck noch nicht erstellen. Bitte ergänzen Sie die Angaben und Bilder:\n{link}\n\nFreundliche Grüsse\n2für1 Gutscheinbuch',
  voucherCommentSubject: 'Neuer Kommentar zum Gutschein {company}: {title}',
  voucherCommentText:
    'Guten Tag {name}\n\n{author} schreibt zum Gutschein «{offer}» von {company}:\n\n{title}\n{text}\n\nZum Gutschein:\n{link}\n\nFreundliche Grüsse\n2für1 Gutscheinbuch',
  companyLoginLinkSubject: 'Ihr Zugang zum 2für1 Gutscheinbuch: {company}',
  companyLoginLinkText:
    'Guten Tag {name}\n\nFür Ihren Betrieb {company} haben wir Ihnen einen Zugang zum 2für1 Gutscheinbuch eingerichtet. Mit diesem Link melden Sie sich an:\n{link}\n\nFreundliche Grüsse\n2für1 Gutscheinbuch',
  companyMailLink: 'Zum Anmelden',
  walletCreatedSubject: 'Ihr 2für1 Gutscheinbuch auf dem Handy: {booklet}',
  walletCreatedText:
    'Guten Tag\n\nIhr Booklet {booklet} ist aktiviert. Mit diesem Link öffnen Sie Ihre Wallet auf dem Handy, auch ohne Internet; bitte behalten Sie ihn für sich:\n{link}\n\nFreundliche Grüsse\n2für1 Gutscheinbuch',
  walletLinkRenewedSubject: 'Ihr neuer Link zur Wallet: {booklets}',
  walletLinkRenewedText:
    'Guten Tag\n\nSie haben einen neuen Link zu Ihrer Wallet verlangt ({booklets}). Mit diesem Link öffnen Sie sie auf dem Handy, auch ohne Internet; bitte behalten Sie ihn für sich:\n{link}\n\nSobald Sie ihn öffnen, gilt Ihr bisheriger Link nicht mehr. Wenn Sie keinen neuen Link verlangt haben, löschen Sie diese Mail: Ihr bisheriger Link gilt weiter.\n\nFreundliche Grüsse\n2für1 Gutscheinbuch',
  walletBookletAddedSubject: 'Neu in Ihrer Wallet: {booklet}',
  walletBookletAddedText:
    'Guten Tag\n\nIhr Booklet {booklet} ist aktiviert und steht in Ihrer Wallet. Sie öffnen sie mit dem Link aus unserer ersten Mail an diese Adresse.\n\nFreundliche Grüsse\n2für1 Gutscheinbuch',
};
