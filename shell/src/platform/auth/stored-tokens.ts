import type { TokenAnswer } from '@gb/contracts';

/** Tokens live in local storage so every tab of the portal shares one login. */
export const TOKENS_KEY = 'gb.tokens';

export function readStoredTokens(): TokenAnswer | null {
  try {
    const value = JSON.parse(localStorage.getItem(TOKENS_KEY) ?? 'null') as TokenAnswer | null;
    return value?.token && value.refreshToken ? value : null;
  } catch {
    return null;
  }
}

export function writeStoredTokens(tokens: TokenAnswer | null): void {
  if (tokens) localStorage.setItem(TOKENS_KEY, JSON.stringify(tokens));
  else localStorage.removeItem(TOKENS_KEY);
}
