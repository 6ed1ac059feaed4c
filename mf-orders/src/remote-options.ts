import orderAdmin from '@gb/contracts/messages/loaders/order-admin';
import order from '@gb/contracts/messages/loaders/order';
import orderMail from '@gb/contracts/messages/loaders/order-mail';
import partnerOrder from '@gb/contracts/messages/loaders/partner-order';
import partnerOrderStates from '@gb/contracts/messages/loaders/partner-order-states';
import partnerOrderTypes from '@gb/contracts/messages/loaders/partner-order-types';
import returnOrderStates from '@gb/contracts/messages/loaders/return-order-states';
import { namespacesOf } from '@gb/contracts/messages/loaders/namespaces-of';
import { remoteWording, type RemoteOptions } from '@gb/shell/platform';

const OWN_WORDING = {
  orderAdmin,
  order,
  orderMail,
  partnerOrder,
  partnerOrderStates,
  partnerOrderTypes,
  returnOrderStates,
};

/**
 * How the shell mounts this remote: the wording its screens read (its own namespaces deploy with
 * it, and only their loaders are in its build).
 */
export const ORDERS_REMOTE: RemoteOptions = remoteWording(OWN_WORDING, namespacesOf(OWN_WORDING));
