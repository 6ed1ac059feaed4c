import { catalogueLoaders } from '@gb/contracts/messages/loaders';
import { remoteWording } from '@gb/shell/platform';

/** The wording this remote's screens read; its own namespaces deploy with it. */
export const ADMIN_WORDING = remoteWording(catalogueLoaders, []);
