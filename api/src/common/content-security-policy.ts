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
  // Remotes may be deployed on another origin (REMOTE_<NAME>_URL); their scripts, styles and the
  // assets they bring (images, the banner video, fonts) must load too.
  const remoteOrigins = remoteUrls
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        imgSrc: ["'self'", 'data:', 'blob:', ...remoteOrigins, ...(tiles ? [tiles] : [])],
        connectSrc: ["'self'", ...remoteOrigins, ...(tiles ? [tiles] : [])],
        mediaSrc: ["'self'", ...remoteOrigins],
        fontSrc: ["'self'", 'data:', ...remoteOrigins],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Set per request by secureTransportHeaders: only over HTTPS (or behind a proxy that says so).
    strictTransportSecurity: false,
  };
}
