// A probe must answer quickly even when a service hangs.
const PROBE_TIMEOUT_MS = 2000;

/** The probe's answer, or `fallback` when it fails or takes longer than the probe may. */
export async function withinProbeTime<T>(probe: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((done) => {
    timer = setTimeout(() => done(fallback), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe.catch(() => fallback), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
