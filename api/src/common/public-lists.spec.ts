import { jest } from '@jest/globals';
import { createKeyv } from '@cacheable/memory';
import { createCache } from 'cache-manager';

import { PublicLists } from './public-lists.js';
import type { PublicListsChanges } from './shared-state/public-lists-changes.js';

/** A read the test finishes when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Public lists on a cache of their own; `change()` is a staff change seen by this replica. */
function publicLists() {
  let listener = () => {};
  const changes = {
    onChange: (changed: () => void) => (listener = changed),
    announce: async () => listener(),
  } as unknown as PublicListsChanges;
  const lists = new PublicLists(createCache({ stores: [createKeyv()] }), changes);
  const started: Array<ReturnType<typeof deferred<string>>> = [];
  const read = () => lists.get('list', 1000, () => started.at(-1)!.promise);
  const load = () => lists.get('list', 1000, () => begin().promise);
  const begin = () => {
    const next = deferred<string>();
    started.push(next);
    return next;
  };
  return { lists, started, read, load, change: () => lists.invalidate() };
}

/** Lets the cache's own promises settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('PublicLists', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'], now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('reads a list once per period however many ask', async () => {
    const { started, load } = publicLists();
    const first = load();
    const second = load();
    await settle();
    started[0]!.resolve('v1');
    await expect(first).resolves.toBe('v1');
    await expect(second).resolves.toBe('v1');
    jest.setSystemTime(999);
    await expect(load()).resolves.toBe('v1');
    expect(started).toHaveLength(1);
  });

  it('answers the kept list while the read after the period runs, then the new one', async () => {
    const { started, load, read } = publicLists();
    const first = load();
    await settle();
    started[0]!.resolve('v1');
    await first;
    jest.setSystemTime(1500);
    await expect(load()).resolves.toBe('v1');
    await expect(read()).resolves.toBe('v1');
    expect(started).toHaveLength(2);
    started[1]!.resolve('v2');
    await settle();
    await expect(read()).resolves.toBe('v2');
  });

  it('never answers an old list after a staff change, not even from a read begun before it', async () => {
    const { started, load, change } = publicLists();
    const before = load();
    await settle();
    await change();
    const after = load();
    await settle();
    started[0]!.resolve('old');
    started[1]!.resolve('new');
    await expect(before).resolves.toBe('old');
    await expect(after).resolves.toBe('new');
    await expect(load()).resolves.toBe('new');
    expect(started).toHaveLength(2);
  });

  it('passes a failed read on and reads again on the next request', async () => {
    const { started, load } = publicLists();
    const first = load();
    await settle();
    started[0]!.reject(new Error('database away'));
    await expect(first).rejects.toThrow('database away');
    const second = load();
    await settle();
    started[1]!.resolve('v1');
    await expect(second).resolves.toBe('v1');
  });
});
