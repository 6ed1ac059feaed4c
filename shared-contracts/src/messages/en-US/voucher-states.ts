import type voucherStates from '../de-CH/voucher-states.js';

const messages: typeof voucherStates = {
  SystemCreated: 'Created',
  Created: 'Created (start)',
  WaitingForApproval: 'Waiting for approval',
  Draft: 'Editing by company',
  Declined: 'Declined',
  ToDeleteFromBooklet: 'To delete from booklet',
  Deleted: 'Deleted',
  ApprovedCompany: 'Raw data check by franchisee',
  ApprovedVoucherResponsibleUser: 'Good-for-printing by graphic designer',
  GoodForPrintingCreated: 'Good-for-printing check by company',
  GoodForPrintingApproved: 'Good-for-printing check by franchisee',
  GoodForPrintingInProgress: 'Good-for-printing ready to send',
  Finished: 'Final / locked',
};

export default messages;
