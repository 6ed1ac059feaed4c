import type voucherActions from '../de-CH/voucher-actions.js';

const messages: typeof voucherActions = {
  requestApproval: 'Request approval',
  editWithoutApproval: 'Edit without requesting approval',
  iAmInNoChanges: 'I am in, no changes',
  iAmInWishingChanges: 'I am in, wishing changes',
  iAmNotIn: 'I am not in',
  finishEnteringData: 'Finish entering data',
  dataNotOk: 'Data not ok',
  releaseForGraphicDesigner: 'Release for graphic designer',
  goodForPrintingNotPossible: 'Creating good-for-printing not possible',
  readyForShipment: 'Ready for shipment',
  sendGoodForPrinting: 'Send good-for-printing to company',
  goodForPrintingOk: 'Good-for-printing ok',
  goodForPrintingNotOk: 'Good-for-printing not ok',
  changeOffer: 'Change offer',
  finish: 'Finish / lock',
  removeFromBooklet: 'Remove from booklet',
  deletedInGoodForPrinting: 'Deleted in good-for-printing',
  delete: 'Delete',
  restore: 'Restore',
  resendApprovalMails: 'Resend approval mails',
  resendGoodForPrintingMails: 'Resend good-for-printing mails',
  allCreatedToWaitingForApproval: 'Send all vouchers for approval',
  allInProgressToGoodForPrintingCreated: 'Send all good-for-printing to the companies',
};

export default messages;
