import type { RemoteName } from '@gb/contracts';

// The federated remotes, as they appear in /remotes.json and under /mf/<name>/: the route table's.
export { REMOTE_NAMES, type RemoteName } from '@gb/contracts';

export interface S3Config {
  endpoint?: string;
  region: string;
  bucket?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (MinIO, s3rver) rather than in the host name. */
  forcePathStyle: boolean;
}

export interface CreditorConfig {
  name: string;
  address: string;
  zip: string;
  city: string;
  iban: string;
  /** The standard's sample creditor (no CREDITOR_* set, outside production): invoices say so. */
  sample: boolean;
}

/** The one configuration object, read once at boot. */
export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl?: string;
  jwtSecret: string;
  /**
   * Key from which the activation codes of booklets ordered online are derived (their mail and
   * invoice write them again from it); unset: derived from the token signing key.
   */
  activationCodeSecret: string;
  mapTileUrl: string;
  /** Shared state of the replicas (rate limits, cache invalidation); unset: each process's memory. */
  redisUrl?: string;
  /** Prefix of this deployment's Redis keys and channels. */
  redisPrefix: string;
  storage: 'local' | 's3';
  s3: S3Config;
  creditor: CreditorConfig;
  /** Public orders per client and minute. */
  orderRateLimit: number;
  /** Login attempts per client and minute. */
  loginRateLimit: number;
  /** Password-reset requests per client and 15 minutes. */
  resetPasswordRateLimit: number;
  /** New wallet links per client, and per e-mail address, and 15 minutes. */
  walletLinkRateLimit: number;
  /** Wrong activation codes per client and 15 minutes. */
  activationRateLimit: number;
  /** Wrong activation codes of all clients per 15 minutes (guessing spread over many clients). */
  activationCodeSpaceLimit: number;
  /** Largest accepted upload in bytes (413 beyond). */
  uploadMaxBytes: number;
  /** Most pixels (width × height) of an uploaded image (400 beyond). */
  uploadMaxPixels: number;
  /** Seconds a checked login is trusted before the database is asked again. */
  sessionCacheSeconds: number;
  /** /api/docs and /api/docs-json are served. */
  apiDocs: boolean;
  /** The web app's .map files are served (development); otherwise 404. */
  sourceMaps: boolean;
  logLevel: 'error' | 'warn' | 'log' | 'debug' | 'verbose';
  /** Other origins allowed to call the api from a browser. */
  corsOrigins: string[];
  /** Proxy hops whose X-Forwarded-For is believed (rate limits count per client). */
  trustProxy: number;
  webRoot: string;
  /**
   * The web server's address (docker: http://web), from which the api reads the shell's index.html
   * and the remotes' manifests when they are not built under webRoot.
   */
  webOrigin?: string;
  remotes: Record<RemoteName, string>;
}

/** Nest injection token of the configuration object. */
export const APP_CONFIG = Symbol('APP_CONFIG');
