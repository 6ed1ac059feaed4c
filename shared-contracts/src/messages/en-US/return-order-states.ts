import type returnOrderStates from '../de-CH/return-order-states.js';

const messages: typeof returnOrderStates = {
  requested: 'Requested',
  collected: 'Collected',
  closed: 'Closed',
};

export default messages;
