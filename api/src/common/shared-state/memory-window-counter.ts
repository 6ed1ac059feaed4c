import type { WindowCount, WindowCounter } from './window-counter.js';

interface Window {
  count: number;
  endsAt: number;
}

/** However many accounts are counted, memory stays bounded by this many keys. */
export const MEMORY_COUNTER_MAX_KEYS = 50_000;

/**
 * Windows in this process's memory. Ended windows are forgotten when the map is full; beyond
 * the bound the oldest windows go first (an account forgotten early only gets a fresh count).
 */
export class MemoryWindowCounter implements WindowCounter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly maxKeys = MEMORY_COUNTER_MAX_KEYS) {}

  get size(): number {
    return this.windows.size;
  }

  async increment(key: string, windowMs: number, now = Date.now()): Promise<WindowCount> {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      this.makeRoom(now);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, msLeft: window.endsAt - now };
  }

  async count(key: string, now = Date.now()): Promise<number> {
    const window = this.windows.get(key);
    if (!window) return 0;
    if (window.endsAt > now) return window.count;
    this.windows.delete(key);
    return 0;
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private makeRoom(now: number): void {
    if (this.windows.size < this.maxKeys) return;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    // Insertion order is the order windows started: the oldest leave first.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
