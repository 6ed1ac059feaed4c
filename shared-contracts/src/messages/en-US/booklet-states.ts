import type bookletStates from '../de-CH/booklet-states.js';

const messages: typeof bookletStates = {
  Draft: 'Draft',
  Published: 'Published',
  SoldOut: 'Sold out',
  Archived: 'Archived',
};

export default messages;
