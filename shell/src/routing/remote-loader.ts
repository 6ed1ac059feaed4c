import { federationName, type RemoteName } from '@gb/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { unloadApplication, type LifeCycles } from 'single-spa';

import { fallbackLifecycles } from './fallback-lifecycles';
import { NeedsNewerPlatform } from './platform-refusal';
import { fetchRemoteManifest, type RemoteManifest } from './remote-manifest';

/** A remote that neither loads nor fails within this time is shown as failed. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

let manifest: Promise<RemoteManifest> | undefined;
const needsFreshEntry = new Set<RemoteName>();

function remoteManifest(): Promise<RemoteManifest> {
  manifest ??= fetchRemoteManifest().catch((error: unknown) => {
    manifest = undefined; // the next attempt asks again
    throw error;
  });
  return manifest;
}

async function registerEntry(remote: RemoteName): Promise<void> {
  const entry = (await remoteManifest())[remote];
  if (!entry) throw new Error(`No entry for remote ${remote}`);
  // `force` drops a failed or stale entry so a retry really fetches it again.
  registerRemotes(
    [{ name: federationName(remote), entry: new URL(entry, window.location.href).href }],
    { force: needsFreshEntry.delete(remote) },
  );
}

function withTimeout<T>(promise: Promise<T>, remote: RemoteName): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Remote ${remote} timed out`)),
      REMOTE_LOAD_TIMEOUT_MS,
    );
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function loadLifecycles(remote: RemoteName): Promise<LifeCycles> {
  await registerEntry(remote);
  const lifecycles = await loadRemote<LifeCycles>(`${federationName(remote)}/app`);
  if (!lifecycles) throw new Error(`Remote ${remote} exposes no app`);
  return lifecycles;
}

/** Asks single-spa to load the remote again from scratch. */
export function retryRemote(remote: RemoteName): void {
  needsFreshEntry.add(remote);
  void unloadApplication(remote);
}

/** The single-spa loading function: the remote's lifecycles, or the error panel in its place. */
export async function loadRemoteApp(remote: RemoteName): Promise<LifeCycles> {
  try {
    return await withTimeout(loadLifecycles(remote), remote);
  } catch (error) {
    console.error(error);
    needsFreshEntry.add(remote);
    const reason = error instanceof NeedsNewerPlatform ? 'incompatible' : 'failed';
    return fallbackLifecycles(() => retryRemote(remote), reason);
  }
}
