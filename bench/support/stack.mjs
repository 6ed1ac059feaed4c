// The two-replica stack a benchmark measures: the one GB_STACK describes (the test command starts
// one for the whole run), else a new one, stopped with the benchmark.
import { readFileSync } from 'node:fs';

import { repositoryRoot } from '@gb/test-kit';

import { startStack } from '../../scripts/stack/start-stack.mjs';

export async function stackToMeasure() {
  if (!process.env.GB_STACK) return startStack(repositoryRoot);
  const stack = JSON.parse(readFileSync(process.env.GB_STACK, 'utf8'));
  return { ...stack, stop: async () => undefined };
}
