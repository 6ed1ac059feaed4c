interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a task of its own, so what follows runs after the browser could paint and answer
 * input: one long start becomes several short ones on a slow phone. `scheduler.yield` where the
 * browser has it (the continuation keeps its place ahead of other tasks), else a message to
 * itself, which a background tab does not slow down the way it slows timers.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
