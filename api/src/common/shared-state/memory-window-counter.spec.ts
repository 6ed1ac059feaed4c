import { MemoryWindowCounter } from './memory-window-counter.js';

describe(MemoryWindowCounter.name, () => {
  it('counts within a window and starts again after it', async () => {
    const counter = new MemoryWindowCounter();
    expect(await counter.increment('client', 60_000, 0)).toEqual({ count: 1, msLeft: 60_000 });
    expect(await counter.increment('client', 60_000, 59_000)).toEqual({ count: 2, msLeft: 1000 });
    expect(await counter.count('client', 59_999)).toBe(2);
    expect(await counter.count('client', 60_000)).toBe(0);
    expect(await counter.increment('client', 60_000, 60_000)).toEqual({
      count: 1,
      msLeft: 60_000,
    });
  });

  it('forgets a cleared key', async () => {
    const counter = new MemoryWindowCounter();
    await counter.increment('account', 1000, 0);
    await counter.clear('account');
    expect(await counter.count('account', 1)).toBe(0);
  });

  it('keeps at most its bound of keys however many are counted, dropping the oldest first', async () => {
    const counter = new MemoryWindowCounter(100);
    for (let client = 0; client < 10_000; client += 1) {
      await counter.increment(`client-${client}`, 60_000, client);
    }
    expect(counter.size).toBeLessThanOrEqual(100);
    expect(await counter.count('client-9999', 10_000)).toBe(1);
    expect(await counter.count('client-0', 10_000)).toBe(0);
  });
});
