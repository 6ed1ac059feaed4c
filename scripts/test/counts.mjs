// The counts a phase's test runners print at their end: jest's "Tests:" line and node:test's
// "ℹ pass N" block. A phase may run several of them (the unit phase runs one per workspace).
import { stripVTControlCharacters } from 'node:util';

/** Passed, failed and skipped tests summed over every summary in `output`. */
export function countsIn(output) {
  const text = stripVTControlCharacters(output);
  const counts = { passed: 0, failed: 0, skipped: 0, summaries: 0 };
  for (const [, line] of text.matchAll(/^Tests:\s+(.+)$/gm)) {
    counts.summaries += 1;
    for (const [, number, kind] of line.matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
      counts[kind === 'todo' ? 'skipped' : kind] += Number(number);
    }
  }
  // node:test prints its block once per run: `ℹ pass 6`, `ℹ fail 0`, `ℹ cancelled 0`, …
  for (const [block] of text.matchAll(/^ℹ tests \d+\n(?:ℹ .+\n?)+/gm)) {
    counts.summaries += 1;
    const value = (name) => Number(new RegExp(`^ℹ ${name} (\\d+)$`, 'm').exec(block)?.[1] ?? 0);
    counts.passed += value('pass');
    counts.failed += value('fail') + value('cancelled');
    counts.skipped += value('skipped') + value('todo');
  }
  return counts;
}
