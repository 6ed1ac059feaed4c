import { catalogueLoaders } from '@gb/contracts/messages/loaders';
import { remoteWording } from '@gb/shell/platform';

/** The wording this remote's screens read; its own namespaces deploy with it. */
export const ORDERS_WORDING = remoteWording(catalogueLoaders, [
  'orderAdmin',
  'order',
  'orderMail',
  'partnerOrder',
  'partnerOrderStates',
  'partnerOrderTypes',
  'returnOrderStates',
]);
