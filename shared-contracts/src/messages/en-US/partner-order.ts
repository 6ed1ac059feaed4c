import type partnerOrder from '../de-CH/partner-order.js';

const messages: typeof partnerOrder = {
  purchaseHint:
    'Booklets in which your company has no voucher can be ordered at most 5 times and are definitively billed.',
  returnRecorded: 'We have recorded your return...',
  requestSentToAllCompanies: 'Request to order booklets has been sent to all companies',
};

export default messages;
