import { catalogueLoaders } from '@gb/contracts/messages/loaders';
import { remoteWording } from '@gb/shell/platform';

/** The wording this remote's screens read; its own namespaces deploy with it. */
export const BOOKLETS_WORDING = remoteWording(catalogueLoaders, ['bookletStates', 'booklet']);
