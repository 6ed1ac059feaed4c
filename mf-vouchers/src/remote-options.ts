import voucher from '@gb/contracts/messages/loaders/voucher';
import voucherAdmin from '@gb/contracts/messages/loaders/voucher-admin';
import voucherStates from '@gb/contracts/messages/loaders/voucher-states';
import voucherActions from '@gb/contracts/messages/loaders/voucher-actions';
import voucherFilter from '@gb/contracts/messages/loaders/voucher-filter';
import { namespacesOf } from '@gb/contracts/messages/loaders/namespaces-of';
import { remoteWording, type RemoteOptions } from '@gb/shell/platform';

const OWN_WORDING = { voucher, voucherAdmin, voucherStates, voucherActions, voucherFilter };

/**
 * How the shell mounts this remote: the wording its screens read (its own namespaces deploy with
 * it, and only their loaders are in its build).
 */
export const VOUCHERS_REMOTE: RemoteOptions = remoteWording(OWN_WORDING, namespacesOf(OWN_WORDING));
