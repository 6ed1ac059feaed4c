import type outlets from '../de-CH/outlets.js';

const messages: typeof outlets = {
  more: '{num} more',
  hide: 'hide',
};

export default messages;
