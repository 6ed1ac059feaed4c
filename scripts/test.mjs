// `npm test`: every phase of the suite (build, unit, the api over HTTP, browser tests, benchmarks
// at a tiny size, the two-replica stack), each run even when one before it failed, then one table
// and one line of counts; the exit code is non-zero on any failure. The demo data is seeded once
// and `npm run stack` started once for the phases that need them.
//   npm test -- --only=api,browser   some phases (names in scripts/test/phases.mjs)
//   npm test -- --shuffle            browser test files in a random order
//   npm test -- --one-lane           every phase after the other (the api's and the browser's
//                                    lanes run side by side otherwise)
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
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const unknown = only?.filter((name) => !PHASES.some((phase) => phase.name === name)) ?? [];
if (unknown.length > 0) {
  console.error(
    `unknown phase ${unknown.join(', ')}; phases: ${PHASES.map((p) => p.name).join(', ')}`,
  );
  process.exit(2);
}
const phases = PHASES.filter((phase) => !only || only.includes(phase.name));
const oneLane = args.includes('--one-lane');
const sharedEnv = args.includes('--shuffle') ? { E2E_SHUFFLE: '1' } : {};

/** The table's rows, by the phase (or resource) they belong to, reported in PHASES' order. */
const rows = new Map();
let exitCode = 0;
const fail = () => (exitCode = 1);
const banner = (text) => `\n\n========== ${text}\n`;
const seconds = (since) => (Date.now() - since) / 1000;
const firstLine = (error) => String(error?.message ?? error).split('\n')[0];

function record(key, row) {
  rows.set(key, [...(rows.get(key) ?? []), row]);
}

/** A step that is no test of its own (seeding, starting the stack): a row when it fails. */
async function step(key, title, work) {
  const started = Date.now();
  console.log(banner(title));
  try {
    const value = await work();
    record(key, {
      title,
      passed: '–',
      failed: '–',
      skipped: '–',
      seconds: seconds(started),
      result: 'ok',
    });
    return value;
  } catch (error) {
    console.error(error);
    fail();
    record(key, {
      title,
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds: seconds(started),
      result: `FAILED: ${firstLine(error)}`,
    });
    return null;
  }
}

const machineNeeds = (phase) => {
  const needs = (phase.needs ?? []).filter((need) => need in PREREQUISITES);
  if (phase.needs?.includes('stack')) needs.push(...STACK_NEEDS);
  return [...new Set(needs)];
};

async function missingFor(phase) {
  try {
    return await missingOf(machineNeeds(phase));
  } catch (error) {
    return `its prerequisites could not be checked (${error.message})`;
  }
}

/** The seeds, made once for every phase that needs them (null when making them failed). */
let seedsMade;
const seeds = () =>
  (seedsMade ??= (async () => {
    const serverAnswers = !(await PREREQUISITES.postgres().catch(() => 'no kit'));
    return step('seeds', 'demo data migrated and seeded once (embedded and PostgreSQL)', () =>
      makeSeeds(root, serverAnswers),
    );
  })());

/** `npm run stack`, started once by the first phase that needs it and stopped after the last. */
let stackStarted;
let stackUsersLeft = phases.filter((phase) => phase.needs?.includes('stack')).length;
const stack = () =>
  (stackStarted ??= step('stack', 'npm run stack started once (two replicas, nginx, s3rver)', () =>
    startStackOnce(root),
  ));

async function doneWithStack() {
  stackUsersLeft -= 1;
  if (stackUsersLeft > 0 || !stackStarted) return;
  const running = await stackStarted;
  if (!running) return;
  const started = Date.now();
  const stop = await running.stopAndCheck();
  if (!stop.ok) {
    console.error(stop.why);
    fail();
  }
  record('stack-stop', {
    title: 'npm run stack stopped by Ctrl-C',
    passed: stop.ok ? 1 : 0,
    failed: stop.ok ? 0 : 1,
    skipped: 0,
    seconds: seconds(started),
    result: stop.ok ? 'ok' : `FAILED: ${firstLine(stop.why)}`,
  });
}

/** Set by Ctrl-C: the running phases end, and no further phase starts. */
let interrupted = false;

async function runOne(phase, live) {
  if (interrupted) {
    fail();
    record(phase.name, {
      title: phase.title,
      passed: 0,
      failed: 0,
      skipped: 0,
      seconds: 0,
      result: 'NOT RUN: stopped by Ctrl-C',
    });
    return;
  }
  const needsStack = phase.needs?.includes('stack');
  try {
    const missing = await missingFor(phase);
    if (missing) {
      console.log(banner(`${phase.title}: cannot run here: ${missing}`));
      if (ci) fail();
      record(phase.name, {
        title: phase.title,
        passed: 0,
        failed: ci ? 1 : 0,
        skipped: 0,
        seconds: 0,
        result: `${ci ? 'FAILED' : 'SKIPPED'}: ${missing}`,
      });
      return;
    }
    const provided = {};
    for (const [need, provide] of [
      ['seeds', seeds],
      ['stack', stack],
    ]) {
      if (!phase.needs?.includes(need)) continue;
      const resource = await provide();
      if (!resource) {
        fail();
        record(phase.name, {
          title: phase.title,
          passed: 0,
          failed: 1,
          skipped: 0,
          seconds: 0,
          result: `FAILED: no ${need}`,
        });
        return;
      }
      Object.assign(provided, resource.env);
    }
    if (live) console.log(banner(phase.title));
    else console.log(`\n▶ ${phase.title} (its output follows when it ends)`);
    const result = await runPhase(phase, { cwd: root, env: { ...sharedEnv, ...provided }, live });
    if (!live)
      console.log(`${banner(`${phase.title} (${result.seconds.toFixed(0)} s)`)}${result.output}`);
    const counts = countsIn(result.output);
    const ok = result.code === 0 && !result.timedOut;
    let verdict = ok
      ? 'ok'
      : result.timedOut
        ? `FAILED: over ${phase.minutes} minutes`
        : `FAILED (exit ${result.code})`;
    if (ok && ci && counts.skipped > 0) verdict = `FAILED: ${counts.skipped} skipped under CI`;
    if (verdict !== 'ok') fail();
    const tested = counts.summaries > 0;
    record(phase.name, {
      title: phase.title,
      passed: tested ? counts.passed : '–',
      // A phase that failed without a failed test (a build error, a crash) counts as one.
      failed: ok ? (tested ? counts.failed : '–') : Math.max(counts.failed, 1),
      skipped: tested ? counts.skipped : '–',
      seconds: result.seconds,
      result: verdict,
    });
  } finally {
    if (needsStack) await doneWithStack();
  }
}

async function runLane(lanePhases, live) {
  for (const phase of lanePhases) await runOne(phase, live);
}

process.once('SIGINT', () => {
  interrupted = true;
  endRunningPhases('SIGINT');
  process.exitCode = 130;
});

const started = Date.now();
try {
  const build = phases.filter((phase) => !phase.lane);
  const lanes = [...new Set(phases.map((phase) => phase.lane).filter(Boolean))].map((lane) =>
    phases.filter((phase) => phase.lane === lane),
  );
  await runLane(build, true);
  if (oneLane || lanes.length < 2) await runLane(lanes.flat(), true);
  else {
    // Both lanes take the seeds; made first, so neither waits on the other for them.
    if (phases.some((phase) => phase.needs?.includes('seeds'))) await seeds();
    await Promise.all(lanes.map((lane) => runLane(lane, false)));
  }
} finally {
  if (stackStarted) {
    const running = await stackStarted;
    if (running && stackUsersLeft > 0) await running.stopAndCheck();
  }
  await (await seedsMade)?.remove();
}

// The table: the build, the seeding, then each phase in PHASES' order, the stack's start before
// its first user and its stop at the end.
const reported = [];
for (const phase of PHASES) {
  if (phase.lane && !reported.includes('seeds')) reported.push('seeds');
  if (phase.needs?.includes('stack') && !reported.includes('stack')) reported.push('stack');
  reported.push(phase.name);
}
reported.push('stack-stop');
printSummary(reported.flatMap((key) => rows.get(key) ?? []));
console.log(`in ${(seconds(started) / 60).toFixed(1)} min`);
process.exit(process.exitCode === 130 ? 130 : exitCode);
