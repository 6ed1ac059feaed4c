/** A count per key in fixed windows that start with the key's first count. */
export interface WindowCount {
  count: number;
  /** Until the window ends and the count starts again. */
  msLeft: number;
}

/** Counts per key in fixed windows: in this process's memory, or in Redis shared by the replicas. */
export interface WindowCounter {
  /** Adds one to `key`'s count, starting a window of `windowMs` when none runs. */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** The count of `key`'s running window (0 without one). */
  count(key: string): Promise<number>;
  clear(key: string): Promise<void>;
}

/** Nest injection token of the configured counter. */
export const WINDOW_COUNTER = Symbol('WINDOW_COUNTER');
