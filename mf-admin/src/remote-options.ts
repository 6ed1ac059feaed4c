import { catalogueLoaders } from '@gb/contracts/messages/loaders';
import { remoteWording, type RemoteOptions } from '@gb/shell/platform';

/**
 * How the shell mounts this remote: the wording its screens read (its own namespaces deploy with
 * it).
 */
export const ADMIN_REMOTE: RemoteOptions = remoteWording(catalogueLoaders, [
  'textBlockAdmin',
  'statistics',
  'partnerOrderTypes',
  'voucherStates',
]);
