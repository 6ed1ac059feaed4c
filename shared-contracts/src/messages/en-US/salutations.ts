import type salutations from '../de-CH/salutations.js';

const messages: typeof salutations = {
  mr: 'Mr',
  ms: 'Ms',
};

export default messages;
