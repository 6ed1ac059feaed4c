import type partnerOrderTypes from '../de-CH/partner-order-types.js';

const messages: typeof partnerOrderTypes = {
  Commission: 'Commission',
  Purchase: 'Purchase',
};

export default messages;
