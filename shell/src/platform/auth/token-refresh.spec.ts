import { jest } from '@jest/globals';
import type { TokenAnswer } from '@gb/contracts';

import { TOKENS_KEY } from './stored-tokens';
import { OTHER_TAB_WRITE_WAIT_MS, refreshExpiredToken } from './token-refresh';

const EXPIRED: TokenAnswer = { token: 'expired-access', refreshToken: 'refresh-1' };
const RENEWED_HERE: TokenAnswer = { token: 'access-from-this-tab', refreshToken: 'refresh-2' };
const RENEWED_ELSEWHERE: TokenAnswer = {
  token: 'access-from-other-tab',
  refreshToken: 'refresh-3',
};

type LockCallback = (lock: { name: string } | null) => Promise<unknown>;

/** The browser-wide lock manager, with a second tab that can hold the lock. */
class TabLocks {
  private held = false;
  private readonly waiting: Array<() => void> = [];

  holdForOtherTab(): void {
    this.held = true;
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }

  async request(
    name: string,
    optionsOrCallback: { ifAvailable?: boolean } | LockCallback,
    callback?: LockCallback,
  ): Promise<unknown> {
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
    const run = typeof optionsOrCallback === 'function' ? optionsOrCallback : callback!;
    if (this.held) {
      if (options.ifAvailable) return run(null);
      await new Promise<void>((granted) => this.waiting.push(granted));
    }
    this.held = true;
    try {
      return await run({ name });
    } finally {
      this.release();
    }
  }
}

/** What another tab's write looks like here: the value, then the storage event. */
function otherTabWrites(tokens: TokenAnswer): void {
  const value = JSON.stringify(tokens);
  localStorage.setItem(TOKENS_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: TOKENS_KEY, newValue: value }));
}

const refreshAnswer = () =>
  new Response(JSON.stringify(RENEWED_HERE), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

describe('refreshing an expired token across tabs', () => {
  let locks: TabLocks;
  let fetchMock: jest.Mock<typeof fetch>;

  beforeEach(() => {
    locks = new TabLocks();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    fetchMock = jest.fn<typeof fetch>(async () => refreshAnswer());
    globalThis.fetch = fetchMock;
    localStorage.setItem(TOKENS_KEY, JSON.stringify(EXPIRED));
  });

  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
  });

  it('refreshes once when no other tab is refreshing, and stores the renewed tokens', async () => {
    const [first, second] = await Promise.all([
      refreshExpiredToken(EXPIRED.token),
      refreshExpiredToken(EXPIRED.token),
    ]);
    expect(first).toEqual(RENEWED_HERE);
    expect(second).toEqual(RENEWED_HERE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/refresh');
    expect(JSON.parse(init!.body as string)).toEqual({
      refreshToken: 'refresh-1',
      jwtToken: 'expired-access',
    });
    expect(JSON.parse(localStorage.getItem(TOKENS_KEY)!)).toEqual(RENEWED_HERE);
  });

  it("takes the other tab's tokens when they reach this tab only after its lock is released", async () => {
    jest.useFakeTimers();
    locks.holdForOtherTab();
    const renewed = refreshExpiredToken(EXPIRED.token);
    await Promise.resolve();
    locks.release();
    // Local storage here still shows the expired token for a moment.
    await jest.advanceTimersByTimeAsync(OTHER_TAB_WRITE_WAIT_MS / 2);
    otherTabWrites(RENEWED_ELSEWHERE);
    expect(await renewed).toEqual(RENEWED_ELSEWHERE);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes itself when the tab that held the lock renewed nothing', async () => {
    jest.useFakeTimers();
    locks.holdForOtherTab();
    const renewed = refreshExpiredToken(EXPIRED.token);
    await Promise.resolve();
    locks.release();
    await jest.advanceTimersByTimeAsync(OTHER_TAB_WRITE_WAIT_MS);
    expect(await renewed).toEqual(RENEWED_HERE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers null when the other tab logged out while this one waited', async () => {
    locks.holdForOtherTab();
    const renewed = refreshExpiredToken(EXPIRED.token);
    await Promise.resolve();
    locks.release();
    localStorage.removeItem(TOKENS_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKENS_KEY, newValue: null }));
    expect(await renewed).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers null when the api refuses the refresh token', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 401 }));
    expect(await refreshExpiredToken(EXPIRED.token)).toBeNull();
    expect(JSON.parse(localStorage.getItem(TOKENS_KEY)!)).toEqual(EXPIRED);
  });
});
