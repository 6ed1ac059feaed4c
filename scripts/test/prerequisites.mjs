// What a phase needs on the machine; each check answers why it is missing, or false.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The test kit is built with the rest; it is imported once the build phase has run. */
const kit = () => import('@gb/test-kit');

export const PREREQUISITES = {
  chromium: async () =>
    existsSync(chromiumPath)
      ? false
      : `Chromium is not installed at ${chromiumPath} (apt-get install chromium)`,
  nginx: async () =>
    spawnSync('nginx', ['-v']).error ? 'nginx is not installed (apt-get install nginx)' : false,
  wrk: async () =>
    spawnSync('wrk', ['--version']).error ? 'wrk is not installed (apt-get install wrk)' : false,
  postgres: async () => {
    const { postgresMissing, serverUrl } = await kit();
    return postgresMissing(serverUrl());
  },
  redis: async () => (await kit()).redisMissing(),
};

/** The first reason one of `names` is missing, or false. */
export async function missingOf(names) {
  for (const name of names) {
    const missing = await PREREQUISITES[name]();
    if (missing) return missing;
  }
  return false;
}
