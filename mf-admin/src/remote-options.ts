import { remoteWording, type RemoteOptions } from '@gb/shell/platform';

/**
 * How the shell mounts this remote: the platform's form wording; the admin screens have no
 * namespace of their own yet.
 */
export const ADMIN_REMOTE: RemoteOptions = remoteWording({}, []);
