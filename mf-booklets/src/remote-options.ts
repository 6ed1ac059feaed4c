import bookletStates from '@gb/contracts/messages/loaders/booklet-states';
import booklet from '@gb/contracts/messages/loaders/booklet';
import bookletAdmin from '@gb/contracts/messages/loaders/booklet-admin';
import appointments from '@gb/contracts/messages/loaders/appointments';
import voucherStates from '@gb/contracts/messages/loaders/voucher-states';
import { namespacesOf } from '@gb/contracts/messages/loaders/namespaces-of';
import { remoteWording, type RemoteOptions } from '@gb/shell/platform';

const OWN_WORDING = { bookletStates, booklet, bookletAdmin, appointments, voucherStates };

/**
 * How the shell mounts this remote: the wording its screens read (its own namespaces deploy with
 * it, and only their loaders are in its build).
 */
export const BOOKLETS_REMOTE: RemoteOptions = remoteWording(OWN_WORDING, namespacesOf(OWN_WORDING));
