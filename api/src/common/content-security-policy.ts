import type { HelmetOptions } from 'helmet';

/** The origin of the configured map tile server, which the map on the home page loads images from. */
function tileOrigin(mapTileUrl: string): string | undefined {
  try {
    return new URL(mapTileUrl.replace(/[{}]/g, '')).origin;
  } catch {
    return undefined;
  }
}

/** Helmet settings allowing exactly what the shell and its remotes need. */
export function helmetOptions(mapTileUrl: string, remoteUrls: string[]): HelmetOptions {
  const tiles = tileOrigin(mapTileUrl);
  // Remotes may be deployed on another origin (REMOTE_<NAME>_URL); their scripts must load too.
  const remoteOrigins = remoteUrls
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        connectSrc: ["'self'", ...remoteOrigins, ...(tiles ? [tiles] : [])],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}
