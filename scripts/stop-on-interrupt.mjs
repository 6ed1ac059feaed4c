// What a script started (a portal, the stack) is stopped when Ctrl-C or SIGTERM ends the script,
// as it is when the script ends by itself: its database dropped and its folder removed.
const stops = new Set();

function interrupted() {
  const pending = [...stops].reverse().map((stop) => stop().catch(() => undefined));
  Promise.all(pending).then(() => process.exit(130));
}

/**
 * Runs `stop` if the process is interrupted; answers a function that forgets it (call it once the
 * script stopped it itself). `stop` may run twice (interrupted while stopping): make it idempotent.
 */
export function stopOnInterrupt(stop) {
  if (stops.size === 0) {
    process.once('SIGINT', interrupted);
    process.once('SIGTERM', interrupted);
  }
  stops.add(stop);
  return () => {
    stops.delete(stop);
    if (stops.size === 0) {
      process.off('SIGINT', interrupted);
      process.off('SIGTERM', interrupted);
    }
  };
}

/** `stop` run once, however often it is called. */
export function once(stop) {
  let stopping;
  return () => (stopping ??= stop());
}
