import { CachedValue } from './cached-json.js';

/** A load the test finishes when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function loads() {
  const started: Array<ReturnType<typeof deferred<string>>> = [];
  const produce = () => {
    const load = deferred<string>();
    started.push(load);
    return load.promise;
  };
  return { started, produce };
}

/** A value kept since time 0, read with `value`, each later load started in `started`. */
async function keptSince0(value: string) {
  const { started, produce } = loads();
  const cached = new CachedValue(1000, produce);
  const first = cached.get(0);
  started[0]!.resolve(value);
  await first;
  return { cached, started };
}

describe('CachedValue', () => {
  it('reads once per period however many ask', async () => {
    const { started, produce } = loads();
    const cached = new CachedValue(1000, produce);
    const first = cached.get(0);
    const second = cached.get(10);
    started[0]!.resolve('v1');
    await expect(first).resolves.toBe('v1');
    await expect(second).resolves.toBe('v1');
    await expect(cached.get(999)).resolves.toBe('v1');
    expect(started).toHaveLength(1);
  });

  it('answers the kept value while the reload after the period runs, then the reloaded one', async () => {
    const { cached, started } = await keptSince0('v1');
    await expect(cached.get(1000)).resolves.toBe('v1');
    await expect(cached.get(1001)).resolves.toBe('v1');
    expect(started).toHaveLength(2);
    started[1]!.resolve('v2');
    await started[1]!.promise;
    await expect(cached.get(1002)).resolves.toBe('v2');
  });

  it('never answers an old value after an invalidation, not even from a load begun before it', async () => {
    const { cached, started } = await keptSince0('v1');
    void cached.get(1000);
    cached.invalidate();
    const afterChange = cached.get(1001);
    started[1]!.resolve('old');
    started[2]!.resolve('new');
    await expect(afterChange).resolves.toBe('new');
    await started[1]!.promise;
    await expect(cached.get(1002)).resolves.toBe('new');
  });

  it('keeps answering the last value when a reload fails, and reads again on the next request', async () => {
    const { cached, started } = await keptSince0('v1');
    await expect(cached.get(1000)).resolves.toBe('v1');
    started[1]!.reject(new Error('database away'));
    await started[1]!.promise.catch(() => undefined);
    await expect(cached.get(1001)).resolves.toBe('v1');
    expect(started).toHaveLength(3);
  });

  it('passes a failed first load on and tries again on the next request', async () => {
    const { started, produce } = loads();
    const cached = new CachedValue(1000, produce);
    const first = cached.get(0);
    started[0]!.reject(new Error('database away'));
    await expect(first).rejects.toThrow('database away');
    const second = cached.get(1);
    started[1]!.resolve('v1');
    await expect(second).resolves.toBe('v1');
  });
});
