import type walletAdmin from '../de-CH/wallet-admin.js';

const messages: typeof walletAdmin = {
  find: 'Find a wallet',
  search: 'Search',
  copiesOf: 'Booklets in the wallet of {email}',
  none: 'There is no wallet with booklets for this e-mail address.',
  copy: '{booklet} (copy {copyId})',
  inWalletOf: 'In the wallet of {email}',
  history: 'History of {booklet}',
  activated: 'Activated for {email}',
  redeemed: 'Redeemed “{voucherOffer}” at {companyName} (voucher {voucherId})',
  redeemedDeleted: 'Redeemed a voucher since deleted',
  moved: 'Moved from {from} to {to}',
  linkSent: 'New link sent to {email}',
  linkRenewed: 'New link opened, the former one no longer works',
  byStaff: 'by {user}',
  byClient: 'by the client',
  moveTitle: 'Move {booklet} (lost phone)',
  newEmail: 'New e-mail address',
  moveHint:
    'The booklet and its redemptions go to the wallet of this address, which receives an e-mail.',
  move: 'Move',
  movedTo: '{booklet} is now in the wallet of {email}',
};

export default messages;
