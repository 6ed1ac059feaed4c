// A benchmark measures what it says: when its set-up did not reach the size it names (the public
// list really holds 2,000 vouchers, the staff list 5,000), the run fails, the smoke run too,
// instead of printing figures of something smaller.

/** Throws unless `actual` reached `wanted`; prints what was set up. */
export function expectSetUp(what, actual, wanted) {
  if (!(actual >= wanted)) {
    throw new Error(`set-up: ${what} holds ${actual}, not the ${wanted} this benchmark measures`);
  }
  console.log(`set-up: ${what} ${actual} (wanted ${wanted})`);
}
