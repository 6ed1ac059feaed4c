import type remoteError from '../de-CH/remote-error.js';

const messages: typeof remoteError = {
  title: 'This section could not be loaded.',
  retry: 'Try again',
  incompatible:
    'This section was built for a newer version of the portal. Please reload the page in a few minutes.',
};

export default messages;
