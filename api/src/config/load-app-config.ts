import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defaultRemoteEntry } from '@gb/contracts';

import { type AppConfig, REMOTE_NAMES, type RemoteName } from './app-config.js';
import { appEnvironmentSchema } from './app-config.schema.js';
import { ConfigError } from './config-error.js';
import { creditorFrom } from './creditor-config.js';
import { derivedSecret, readOrCreateJwtSecret } from './jwt-secret.js';

/** What STORAGE=s3 cannot start without (S3_ENDPOINT may be left out for AWS itself). */
const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

// The built file sits in api/dist/config (or api/src/config in tests): three levels up is the repository root.
const DEFAULT_WEB_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Reads and validates the environment once; a bad value throws a ConfigError naming the variable. */
export function loadAppConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): AppConfig {
  // An empty variable means "not set", as in most shells and compose files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = appEnvironmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  // Without it, links and crawler files would name whatever host a request claims.
  if (production && !e.PUBLIC_URL) {
    throw new ConfigError([
      "PUBLIC_URL: is required when NODE_ENV is production (the portal's address in links, robots.txt and the sitemap)",
    ]);
  }
  const creditor = creditorFrom(e, production);
  if (e.STORAGE === 's3') {
    const missing = S3_REQUIRED.filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(missing.map((name) => `${name}: is required when STORAGE is s3`));
    }
  }
  // A relative DATA_DIR is read from where the command was typed (npm's INIT_CWD), so `npm start`
  // and `npm run backup -w api` from the repository's root mean the same folder.
  const dataDir = resolve(e.INIT_CWD ?? cwd, e.DATA_DIR);
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      e[`REMOTE_${name.toUpperCase()}_URL` as keyof typeof e] ?? defaultRemoteEntry(name),
    ]),
  ) as Record<RemoteName, string>;
  const jwtSecret = e.JWT_SECRET ?? readOrCreateJwtSecret(dataDir);
  return {
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    jwtSecret,
    activationCodeSecret: e.ACTIVATION_CODE_SECRET ?? derivedSecret(jwtSecret, 'activation-codes'),
    mapTileUrl: e.MAP_TILE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    storage: e.STORAGE,
    s3: {
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    },
    creditor,
    orderRateLimit: e.ORDER_RATE_LIMIT,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    resetPasswordRateLimit: e.RESET_PASSWORD_RATE_LIMIT,
    activationRateLimit: e.ACTIVATION_RATE_LIMIT,
    walletLinkRateLimit: e.WALLET_LINK_RATE_LIMIT,
    activationCodeSpaceLimit: e.ACTIVATION_CODE_SPACE_LIMIT,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    uploadMaxPixels: e.UPLOAD_MAX_PIXELS,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    apiDocs: (e.API_DOCS ?? (production ? 'off' : 'on')) === 'on',
    sourceMaps: e.SOURCE_MAPS === 'on',
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    webRoot: e.WEB_ROOT ? resolve(cwd, e.WEB_ROOT) : DEFAULT_WEB_ROOT,
    webOrigin: e.WEB_ORIGIN?.replace(/\/$/, ''),
    remotes,
  };
}
