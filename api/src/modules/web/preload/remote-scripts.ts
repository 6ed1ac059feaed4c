import { remoteFolder } from '../web-files/public-remote.js';

/** What the portal reads of a remote's `mf-manifest.json` (Module Federation's build manifest). */
interface RemoteManifest {
  metaData?: { publicPath?: string };
  exposes?: { path?: string; assets?: { js?: { sync?: unknown } } }[];
}

/** The module the shell mounts of every remote (its single-spa lifecycles). */
const APP_EXPOSE = './app';

/**
 * The scripts the shell loads, one after the other, to mount a remote: its entry, then the
 * chunks its `./app` needs at once, as the remote's manifest names them (so a redeployed remote
 * brings its own list). Chunks lie beside the entry unless the manifest names a public path.
 * Empty when the manifest is not one.
 */
export function remoteScripts(entryPath: string, manifestText: string): string[] {
  let manifest: RemoteManifest;
  try {
    manifest = JSON.parse(manifestText) as RemoteManifest;
  } catch {
    return [];
  }
  const app = manifest.exposes?.find((expose) => expose.path === APP_EXPOSE);
  const sync = app?.assets?.js?.sync;
  if (!Array.isArray(sync)) return [];
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? publicPath : remoteFolder(entryPath);
  const chunks = sync
    .filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.js$/.test(file))
    .map((file) => `${base}${file}`);
  return [entryPath, ...chunks];
}

/** Where a remote's manifest lies: beside its entry. */
export function remoteManifestPath(entryPath: string): string {
  return `${remoteFolder(entryPath)}mf-manifest.json`;
}
