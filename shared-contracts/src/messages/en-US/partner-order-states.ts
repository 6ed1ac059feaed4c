import type partnerOrderStates from '../de-CH/partner-order-states.js';

const messages: typeof partnerOrderStates = {
  ordered: 'Ordered',
  shipped: 'Shipped',
  closed: 'Billed',
};

export default messages;
