import type { AppConfig } from '../config/app-config.js';
import { ConfigError } from '../config/config-error.js';
import { loadAppConfig } from '../config/load-app-config.js';

/** A command of the api's package: configuration from the environment, one argument, a message. */
export function runCommand(
  usage: string,
  work: (config: AppConfig, argument: string) => Promise<string>,
): void {
  const argument = process.argv[2];
  const done = argument
    ? work(loadAppConfig(), argument)
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
