// `npm test`: every phase of the suite (build, unit, the api over HTTP, browser tests, benchmarks
// at a tiny size, the two-replica stack), each run even when one before it failed, then one table
// and one line of counts; the exit code is non-zero on any failure. The demo data is seeded once
// and `npm run stack` started once for the phases that need them.
//   npm test -- --only=api,browser   some phases (names in scripts/test/phases.mjs)
//   npm test -- --shuffle            browser test files in a random order
// Under CI=true a phase that cannot run here (no Chromium, nginx, PostgreSQL or Redis) and a
// skipped test are failures, not notes.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { countsIn } from './test/counts.mjs';
import { PHASES, STACK_NEEDS } from './test/phases.mjs';
import { missingOf, PREREQUISITES } from './test/prerequisites.mjs';
import { endRunningPhases, runPhase } from './test/run-phase.mjs';
import { makeSeeds } from './test/seeds.mjs';
import { startStackOnce } from './test/stack.mjs';
import { printSummary } from './test/summary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const ci = ['true', '1'].includes(process.env.CI ?? '');
const onlyArgument = args.find((arg) => arg.startsWith('--only='));
const only = onlyArgument?.slice('--only='.length).split(',');
const unknown = only?.filter((name) => !PHASES.some((phase) => phase.name === name)) ?? [];
if (unknown.length > 0) {
  console.error(
    `unknown phase ${unknown.join(', ')}; phases: ${PHASES.map((p) => p.name).join(', ')}`,
  );
  process.exit(2);
}
const phases = PHASES.filter((phase) => !only || only.includes(phase.name));
const sharedEnv = args.includes('--shuffle') ? { E2E_SHUFFLE: '1' } : {};

const rows = [];
let seeds;
let stack;
let exitCode = 0;

const banner = (text) => console.log(`\n\n========== ${text}\n`);
const machineNeeds = (phase) => {
  const needs = (phase.needs ?? []).filter((need) => need in PREREQUISITES);
  if (phase.needs?.includes('stack')) needs.push(...STACK_NEEDS);
  return [...new Set(needs)];
};

async function timed(title, work) {
  const started = Date.now();
  banner(title);
  try {
    await work();
    rows.push({
      title,
      passed: '–',
      failed: '–',
      skipped: '–',
      seconds: (Date.now() - started) / 1000,
      result: 'ok',
    });
    return true;
  } catch (error) {
    console.error(error);
    exitCode = 1;
    rows.push({
      title,
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds: (Date.now() - started) / 1000,
      result: `FAILED: ${error.message.split('\n')[0]}`,
    });
    return false;
  }
}

process.once('SIGINT', () => {
  endRunningPhases('SIGINT');
  process.exitCode = 130;
});

try {
  for (const [index, phase] of phases.entries()) {
    let missing;
    try {
      missing = await missingOf(machineNeeds(phase));
    } catch (error) {
      missing = `its prerequisites could not be checked (${error.message})`;
    }
    if (missing) {
      banner(`${phase.title}: cannot run here: ${missing}`);
      if (ci) exitCode = 1;
      rows.push({
        title: phase.title,
        passed: 0,
        failed: ci ? 1 : 0,
        skipped: 0,
        seconds: 0,
        result: `${ci ? 'FAILED' : 'SKIPPED'}: ${missing}`,
      });
      continue;
    }
    if (phase.needs?.includes('seeds') && !seeds) {
      const serverAnswers = !(await PREREQUISITES.postgres());
      await timed('demo data migrated and seeded once (embedded and PostgreSQL)', async () => {
        seeds = await makeSeeds(root, serverAnswers);
      });
    }
    if (phase.needs?.includes('stack') && !stack) {
      await timed('npm run stack started once (two replicas, nginx, s3rver)', async () => {
        stack = await startStackOnce(root);
      });
    }
    banner(phase.title);
    const result = await runPhase(phase, {
      cwd: root,
      env: { ...sharedEnv, ...seeds?.env, ...stack?.env },
    });
    const counts = countsIn(result.output);
    const ok = result.code === 0 && !result.timedOut;
    let verdict = ok
      ? 'ok'
      : result.timedOut
        ? `FAILED: over ${phase.minutes} minutes`
        : `FAILED (exit ${result.code})`;
    if (ok && ci && counts.skipped > 0) verdict = `FAILED: ${counts.skipped} skipped under CI`;
    if (verdict !== 'ok') exitCode = 1;
    rows.push({
      title: phase.title,
      passed: counts.passed,
      // A phase that failed without a failed test (a build error, a crash) counts as one.
      failed: ok || counts.failed > 0 ? counts.failed : 1,
      skipped: counts.skipped,
      seconds: result.seconds,
      result: verdict,
    });
    const stackStillNeeded = phases.slice(index + 1).some((next) => next.needs?.includes('stack'));
    if (stack && !stackStillNeeded) {
      const started = Date.now();
      const stop = await stack.stopAndCheck();
      stack = undefined;
      if (!stop.ok) {
        console.error(stop.why);
        exitCode = 1;
      }
      rows.push({
        title: 'npm run stack stopped by Ctrl-C',
        passed: stop.ok ? 1 : 0,
        failed: stop.ok ? 0 : 1,
        skipped: 0,
        seconds: (Date.now() - started) / 1000,
        result: stop.ok ? 'ok' : `FAILED: ${stop.why.split('\n')[0]}`,
      });
    }
  }
} finally {
  await stack?.stopAndCheck();
  await seeds?.remove();
}

printSummary(rows);
process.exit(process.exitCode === 130 ? 130 : exitCode);
