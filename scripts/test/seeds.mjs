// The demo data migrated and seeded once per run, on the embedded database and on the PostgreSQL
// server, by the built api: every api test file, benchmark and portal of the run starts from a copy.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Makes the seeds (the server's only when it answers) and answers the environment that hands them
 * to the phases, and how to remove them.
 */
export async function makeSeeds(repositoryRoot, serverAnswers) {
  const { makeSeed, seedWithBuiltApi, serverUrl, SEEDS_ENV, writeSeeds } =
    await import('@gb/test-kit');
  const seedOnce = seedWithBuiltApi(repositoryRoot);
  const made = await Promise.allSettled([
    makeSeed(seedOnce),
    serverAnswers ? makeSeed(seedOnce, serverUrl()) : Promise.resolve(undefined),
  ]);
  const [embedded, server] = made.map((result) =>
    result.status === 'fulfilled' ? result.value : undefined,
  );
  const remove = async () => {
    await Promise.all([embedded?.remove(), server?.remove()]);
    rmSync(folder, { recursive: true, force: true });
  };
  const failed = made.find((result) => result.status === 'rejected');
  const folder = mkdtempSync(join(tmpdir(), 'gb-seeds-'));
  if (failed) {
    await remove();
    throw failed.reason;
  }
  const file = join(folder, 'seeds.json');
  writeSeeds(file, { embedded, ...(server ? { server } : {}) });
  return { env: { [SEEDS_ENV]: file }, remove };
}
