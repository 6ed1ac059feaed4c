import type mails from '../de-CH/mails.js';

const messages: typeof mails = {
  resetPasswordSubject: 'Reset your password',
  resetPasswordText:
    'Hello {name}\n\nThis link logs you in once so you can set a new password:\n{link}\n\nKind regards\n2for1 voucher booklet',
  voucherApprovalSubject: 'Your voucher in the 2for1 voucher booklet: {offer}',
  voucherApprovalText:
    'Hello {name}\n\nWe would like to include {company} in the 2for1 voucher booklet with the offer "{offer}". Are you in? This link logs you in so you can give us your answer:\n{link}\n\nKind regards\n2for1 voucher booklet',
  voucherGoodForPrintingSubject: 'Good-for-printing of your voucher: {offer}',
  voucherGoodForPrintingText:
    'Hello {name}\n\nThe good-for-printing of your voucher "{offer}" is ready. Please check and approve it:\n{link}\n\nKind regards\n2for1 voucher booklet',
  voucherDataNotOkSubject: 'Your voucher still needs some details: {offer}',
  voucherDataNotOkText:
    'Hello {name}\n\nThe details of your voucher "{offer}" are not complete yet. Please add them:\n{link}\n\nKind regards\n2for1 voucher booklet',
  voucherGoodForPrintingNotPossibleSubject: 'Good-for-printing not possible yet: {offer}',
  voucherGoodForPrintingNotPossibleText:
    'Hello {name}\n\nWe cannot create the good-for-printing of your voucher "{offer}" yet. Please complete its details and images:\n{link}\n\nKind regards\n2for1 voucher booklet',
  voucherCommentSubject: 'New comment on the voucher of {company}: {title}',
  voucherCommentText:
    'Hello {name}\n\n{author} writes about the voucher "{offer}" of {company}:\n\n{title}\n{text}\n\nTo the voucher:\n{link}\n\nKind regards\n2for1 voucher booklet',
  companyLoginLinkSubject: 'Your access to the 2for1 voucher booklet: {company}',
  companyLoginLinkText:
    'Hello {name}\n\nWe have set up access to the 2for1 voucher booklet for you at {company}. This link logs you in:\n{link}\n\nKind regards\n2for1 voucher booklet',
  companyMailLink: 'Log in',
  walletCreatedSubject: 'Your 2for1 voucher booklet on your phone: {booklet}',
  walletCreatedText:
    'Hello\n\nYour booklet {booklet} is activated. This link opens your wallet on your phone, even offline; please keep it to yourself:\n{link}\n\nKind regards\n2for1 voucher booklet',
  walletLinkRenewedSubject: 'Your new wallet link: {booklets}',
  walletLinkRenewedText:
    'Hello\n\nYou asked for a new link to your wallet ({booklets}). This link opens it on your phone, even offline; please keep it to yourself:\n{link}\n\nOnce you open it, your former link no longer works. If you did not ask for a new link, delete this e-mail: your former link keeps working.\n\nKind regards\n2for1 voucher booklet',
  walletBookletAddedSubject: 'New in your wallet: {booklet}',
  walletBookletAddedText:
    'Hello\n\nYour booklet {booklet} is activated and is in your wallet. You open it with the link from our first e-mail to this address.\n\nKind regards\n2for1 voucher booklet',
};

export default messages;
