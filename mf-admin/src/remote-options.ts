import companyAdmin from '@gb/contracts/messages/loaders/company-admin';
import { namespacesOf } from '@gb/contracts/messages/loaders/namespaces-of';
import partnerOrderTypes from '@gb/contracts/messages/loaders/partner-order-types';
import statistics from '@gb/contracts/messages/loaders/statistics';
import textBlockAdmin from '@gb/contracts/messages/loaders/text-block-admin';
import voucherStates from '@gb/contracts/messages/loaders/voucher-states';
import walletAdmin from '@gb/contracts/messages/loaders/wallet-admin';
import { remoteWording, type RemoteOptions } from '@gb/shell/platform';

const OWN_WORDING = {
  companyAdmin,
  textBlockAdmin,
  statistics,
  partnerOrderTypes,
  voucherStates,
  walletAdmin,
};

/**
 * How the shell mounts this remote: the wording its screens read (its own namespaces deploy with
 * it, and only their loaders are in its build).
 */
export const ADMIN_REMOTE: RemoteOptions = remoteWording(OWN_WORDING, namespacesOf(OWN_WORDING));
