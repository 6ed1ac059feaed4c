import type remoteError from '../de-CH/remote-error.js';

const messages: typeof remoteError = {
  title: 'This section could not be loaded.',
  retry: 'Try again',
};

export default messages;
