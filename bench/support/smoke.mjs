// BENCH_SMOKE=1 runs a benchmark at a tiny size, only to prove that it still runs and prints its
// figures (the README's commands are tested that way); its numbers then mean nothing.
export const smoke = process.env.BENCH_SMOKE === '1';

/** The full size, or the small one in a smoke run. */
export function scaled(full, small) {
  return smoke ? small : full;
}
