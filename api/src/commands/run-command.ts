import { resolve } from 'node:path';

import type { AppConfig } from '../config/app-config.js';
import { ConfigError } from '../config/config-error.js';
import { loadAppConfig } from '../config/load-app-config.js';

/**
 * A command of the api's package: configuration from the environment, one file argument, a
 * message. The file is read from where the command was typed (npm's INIT_CWD), as DATA_DIR is, so
 * `npm run backup -w api -- backup.tar.gz` from the root writes it there, not into api/.
 */
export function runCommand(
  usage: string,
  work: (config: AppConfig, file: string) => Promise<string>,
): void {
  const argument = process.argv[2];
  const done = argument
    ? work(loadAppConfig(), resolve(process.env.INIT_CWD ?? process.cwd(), argument))
    : Promise.reject(new Error(`Usage: npm run ${usage}`));
  done.then(
    (message) => process.stdout.write(`${message}\n`),
    (error: unknown) => {
      const message =
        error instanceof ConfigError || error instanceof Error ? error.message : String(error);
      process.stderr.write(`${message}\n`);
      process.exit(1);
    },
  );
}
