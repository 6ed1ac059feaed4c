import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ConfigError } from './config-error.js';
import { loadAppConfig } from './load-app-config.js';

/** A creditor as production names it. */
const CREDITOR = {
  CREDITOR_NAME: 'Gutscheinbuch Seeland AG',
  CREDITOR_ADDRESS: 'Marktgasse 12',
  CREDITOR_ZIP: '2502',
  CREDITOR_CITY: 'Biel/Bienne',
  CREDITOR_IBAN: 'CH44 3199 9123 0008 8901 2',
};

describe(loadAppConfig.name, () => {
  let cwd: string;

  beforeEach(() => {
    cwd = mkdtempSync(join(tmpdir(), 'gb-config-'));
  });

  afterEach(() => rmSync(cwd, { recursive: true, force: true }));

  function problemsOf(env: NodeJS.ProcessEnv): string[] {
    try {
      loadAppConfig(env, cwd);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    throw new Error('expected a ConfigError');
  }

  it('uses port 3000 and ./data below the working directory by default', () => {
    const config = loadAppConfig({}, cwd);
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(join(cwd, 'data'));
    expect(config.storage).toBe('local');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads a relative DATA_DIR from where npm was started, as `npm run backup -w api` from the root', () => {
    const workspace = join(cwd, 'api');
    expect(loadAppConfig({ INIT_CWD: cwd }, workspace).dataDir).toBe(join(cwd, 'data'));
    expect(loadAppConfig({ INIT_CWD: cwd, DATA_DIR: 'elsewhere' }, workspace).dataDir).toBe(
      join(cwd, 'elsewhere'),
    );
    const absolute = join(cwd, 'absolute');
    expect(loadAppConfig({ INIT_CWD: workspace, DATA_DIR: absolute }, workspace).dataDir).toBe(
      absolute,
    );
  });

  it('generates a JWT secret into the data folder once and reuses it', () => {
    const first = loadAppConfig({}, cwd).jwtSecret;
    expect(readFileSync(join(cwd, 'data', 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadAppConfig({}, cwd).jwtSecret).toBe(first);
  });

  it('names PORT when it is not a port number', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual([expect.stringMatching(/^PORT: /)]);
    expect(problemsOf({ PORT: '70000' })).toEqual([expect.stringMatching(/^PORT: /)]);
  });

  it('names DATABASE_URL when it is not a PostgreSQL url', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://localhost/db' })).toEqual([
      'DATABASE_URL: must start with postgres://',
    ]);
  });

  it('names every bad variable at once', () => {
    const problems = problemsOf({ STORAGE: 'ftp', LOG_LEVEL: 'loud', CREDITOR_IBAN: 'DE12' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'CREDITOR_IBAN',
      'LOG_LEVEL',
      'STORAGE',
    ]);
  });

  it("names each of S3's missing settings when files go to S3", () => {
    expect(problemsOf({ STORAGE: 's3' })).toEqual([
      'S3_BUCKET: is required when STORAGE is s3',
      'S3_ACCESS_KEY_ID: is required when STORAGE is s3',
      'S3_SECRET_ACCESS_KEY: is required when STORAGE is s3',
    ]);
    expect(
      problemsOf({ STORAGE: 's3', S3_BUCKET: 'gutscheinbuch', S3_ACCESS_KEY_ID: 'portal' }),
    ).toEqual(['S3_SECRET_ACCESS_KEY: is required when STORAGE is s3']);
  });

  it('reads the S3 settings, path style included', () => {
    const config = loadAppConfig(
      {
        STORAGE: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'gutscheinbuch',
        S3_ACCESS_KEY_ID: 'portal',
        S3_SECRET_ACCESS_KEY: 'portal-secret',
        S3_FORCE_PATH_STYLE: 'true',
        JWT_SECRET: 'x'.repeat(32),
      },
      '/srv',
    );
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'gutscheinbuch',
      accessKeyId: 'portal',
      secretAccessKey: 'portal-secret',
      forcePathStyle: true,
    });
    expect(problemsOf({ S3_FORCE_PATH_STYLE: 'yes' })).toEqual([
      'S3_FORCE_PATH_STYLE: must be true or false',
    ]);
  });

  it('rejects a JWT secret that is too short to be safe', () => {
    expect(problemsOf({ JWT_SECRET: 'short' })).toEqual([expect.stringMatching(/^JWT_SECRET: /)]);
  });

  it('serves remotes from /mf/<name>/ unless a REMOTE_<NAME>_URL overrides one', () => {
    const config = loadAppConfig(
      { REMOTE_ADMIN_URL: 'https://admin.example.ch/remoteEntry.js' },
      cwd,
    );
    expect(config.remotes.admin).toBe('https://admin.example.ch/remoteEntry.js');
    expect(config.remotes.storefront).toBe('/mf/storefront/remoteEntry.js');
  });

  it('treats an empty variable as unset and normalises the IBAN', () => {
    const config = loadAppConfig(
      { PORT: '', ...CREDITOR, CREDITOR_IBAN: 'ch93 0076 2011 6238 5295 7' },
      cwd,
    );
    expect(config.port).toBe(3000);
    expect(config.creditor.iban).toBe('CH9300762011623852957');
  });

  it('bills to the configured creditor', () => {
    expect(loadAppConfig(CREDITOR, cwd).creditor).toEqual({
      name: 'Gutscheinbuch Seeland AG',
      address: 'Marktgasse 12',
      zip: '2502',
      city: 'Biel/Bienne',
      iban: 'CH4431999123000889012',
      sample: false,
    });
  });

  it('bills to the standard’s sample creditor, marked as a sample, when none is configured outside production', () => {
    expect(loadAppConfig({}, cwd).creditor).toMatchObject({
      iban: 'CH4431999123000889012',
      sample: true,
    });
  });

  it('refuses to start in production without a creditor, naming each variable', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.ch' };
    expect(problemsOf(production)).toEqual(
      ['CREDITOR_NAME', 'CREDITOR_ADDRESS', 'CREDITOR_ZIP', 'CREDITOR_CITY', 'CREDITOR_IBAN'].map(
        (name) =>
          `${name}: is required when NODE_ENV is production (the creditor of the invoices' QR-bill)`,
      ),
    );
    expect(loadAppConfig({ ...production, ...CREDITOR }, cwd).creditor.sample).toBe(false);
  });

  it('refuses a creditor named in part, whatever the environment', () => {
    expect(problemsOf({ CREDITOR_IBAN: CREDITOR.CREDITOR_IBAN })).toEqual(
      ['CREDITOR_NAME', 'CREDITOR_ADDRESS', 'CREDITOR_ZIP', 'CREDITOR_CITY'].map(
        (name) =>
          `${name}: is required when another CREDITOR_ variable is set (the creditor of the invoices' QR-bill)`,
      ),
    );
  });

  it('names CREDITOR_IBAN when its check digits fail (mod 97) or it is no Swiss IBAN', () => {
    expect(problemsOf({ ...CREDITOR, CREDITOR_IBAN: 'CH4431999123000889013' })).toEqual([
      'CREDITOR_IBAN: fails the IBAN check (mod 97): a digit is wrong',
    ]);
    expect(problemsOf({ ...CREDITOR, CREDITOR_IBAN: 'DE89370400440532013000' })).toEqual([
      'CREDITOR_IBAN: must be a Swiss or Liechtenstein IBAN (CH or LI and 19 characters)',
    ]);
  });

  it('names creditor fields longer than the payment part prints', () => {
    expect(
      problemsOf({ ...CREDITOR, CREDITOR_NAME: 'x'.repeat(71), CREDITOR_CITY: 'y'.repeat(36) }),
    ).toEqual([
      'CREDITOR_NAME: must be at most 70 characters (the QR-bill’s field)',
      'CREDITOR_CITY: must be at most 35 characters (the QR-bill’s field)',
    ]);
  });

  it('serves the api documentation in development and not in production, unless API_DOCS says', () => {
    expect(loadAppConfig({}, cwd).apiDocs).toBe(true);
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://portal.example.ch',
      ...CREDITOR,
    };
    expect(loadAppConfig(production, cwd).apiDocs).toBe(false);
    expect(loadAppConfig({ ...production, API_DOCS: 'on' }, cwd).apiDocs).toBe(true);
    expect(loadAppConfig({ API_DOCS: 'off' }, cwd).apiDocs).toBe(false);
  });

  it('names PUBLIC_URL when it is missing in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      "PUBLIC_URL: is required when NODE_ENV is production (the portal's address in links, robots.txt and the sitemap)",
    ]);
    expect(loadAppConfig({}, cwd).publicUrl).toBeUndefined();
  });
});
