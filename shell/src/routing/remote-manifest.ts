import type { RemoteName } from '@gb/contracts';

/** Remote name → URL of its remoteEntry.js, written at deploy time (so remotes ship alone). */
export type RemoteManifest = Partial<Record<RemoteName, string>>;

export const REMOTE_MANIFEST_URL = '/remotes.json';

export async function fetchRemoteManifest(): Promise<RemoteManifest> {
  const response = await fetch(REMOTE_MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTE_MANIFEST_URL} answered ${response.status}`);
  return (await response.json()) as RemoteManifest;
}
