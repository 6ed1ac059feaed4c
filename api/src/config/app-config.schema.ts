import { REMOTE_NAMES } from '@gb/contracts';
import { isIBANValid } from 'swissqrbill/utils';
import { z } from 'zod';

const optionalText = z.string().trim().min(1).optional();
const optionalUrl = z.url().optional();

/** The environment variables the api reads, with their defaults. */
export const appEnvironmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** Where npm was started (npm sets it for scripts): relative paths are read from there. */
  INIT_CWD: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Gutscheinbuch <noreply@localhost>'),
  PUBLIC_URL: optionalUrl,
  /** Where the web server serves the shell and remotes, when they are not built beside the api. */
  WEB_ORIGIN: optionalUrl,
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  /** Key of the activation codes of booklets ordered online. */
  ACTIVATION_CODE_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  MAP_TILE_URL: z
    .string()
    .trim()
    .min(1)
    .default(
      'https://wmts.geo.admin.ch/1.0.0/ch.swisstopo.pixelkarte-farbe/default/current/3857/{z}/{x}/{y}.jpeg',
    ),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Prefix of this deployment's keys and channels, so several deployments may share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/, 'must be letters, digits, colons, dashes or underscores')
    .default('gb:'),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false'),
  /** The creditor of the invoices' QR-bill: all five or none (then the standard's sample). */
  CREDITOR_NAME: qrBillText(70),
  CREDITOR_ADDRESS: qrBillText(70),
  CREDITOR_ZIP: z
    .string()
    .regex(/^[1-9]\d{3}$/, 'must be a Swiss zip of 4 digits')
    .optional(),
  CREDITOR_CITY: qrBillText(35),
  CREDITOR_IBAN: z
    .string()
    .transform((iban) => iban.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .regex(
          /^(CH|LI)\d{7}[A-Z0-9]{12}$/,
          'must be a Swiss or Liechtenstein IBAN (CH or LI and 19 characters)',
        ),
    )
    .pipe(z.string().refine(isIBANValid, 'fails the IBAN check (mod 97): a digit is wrong'))
    .optional(),
  /** Public orders a client may send per minute before it gets 429. */
  ORDER_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Login attempts a client may send per minute before it gets 429. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /** Password-reset mails a client may ask for per 15 minutes before it gets 429. */
  RESET_PASSWORD_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Wrong activation codes a client may send per 15 minutes before it gets 429. */
  ACTIVATION_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** New wallet links a client, and one e-mail address, may ask for per 15 minutes before 429. */
  WALLET_LINK_RATE_LIMIT: z.coerce.number().int().min(1).default(3),
  /** Wrong activation codes of all clients together per 15 minutes before every client gets 429. */
  ACTIVATION_CODE_SPACE_LIMIT: z.coerce.number().int().min(1).default(500),
  /** Largest accepted upload in bytes; beyond it the api answers 413. */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 1024 * 1024),
  /** Most pixels an uploaded image may have (width × height); it is decoded whole before it is kept. */
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1).default(50_000_000),
  /** How long the api trusts what it read about a login (logout, roles, company) before it reads again. */
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  /** Whether /api/docs serves the OpenAPI page and its JSON (unset: on, but off in production). */
  API_DOCS: z.enum(['on', 'off'], { message: 'must be on or off' }).optional(),
  /** `production` in the images: the api docs are off unless asked for, PUBLIC_URL is required. */
  NODE_ENV: z.string().optional(),
  /** Whether the web app's source maps (.map) are served; off in production. */
  SOURCE_MAPS: z.enum(['on', 'off'], { message: 'must be on or off' }).default('off'),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose']).default('log'),
  /** Origins other than the portal's own that may call the api from a browser, comma-separated. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ message: 'must list origins such as https://example.ch' }))),
  /** Reverse proxies in front of the api whose X-Forwarded-For names the client (0: none). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  WEB_ROOT: optionalText,
  /** `REMOTE_<NAME>_URL`: where a remote's entry is deployed, for each remote of the route table. */
  ...remoteEntryVariables(),
});

/** A text of the QR-bill's payment part, at most as long as its field. */
function qrBillText(maxLength: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(maxLength, `must be at most ${maxLength} characters (the QR-bill’s field)`)
    .optional();
}

function remoteEntryVariables() {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [`REMOTE_${name.toUpperCase()}_URL`, optionalText]),
  ) as Record<`REMOTE_${Uppercase<(typeof REMOTE_NAMES)[number]>}_URL`, typeof optionalText>;
}

export type AppEnvironment = z.infer<typeof appEnvironmentSchema>;
