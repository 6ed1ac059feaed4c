import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Filters kept in the page's URL (so a link, a reload and the back button keep them): each
 * named parameter with its default; setting one to its default removes it from the URL.
 */
export function useUrlState<T extends Record<string, string>>(
  defaults: T,
): [T, (changes: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    Object.entries(defaults).map(([name, fallback]) => [name, params.get(name) ?? fallback]),
  ) as T;
  const update = useCallback(
    (changes: Partial<T>) => {
      const next = new URLSearchParams(params);
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined || value === defaults[name]) next.delete(name);
        else next.set(name, value);
      }
      // Another filter shows other rows: back to their first page.
      if (!('page' in changes)) next.delete('page');
      // Nothing changed: no navigation (each one renders the page again).
      if (next.toString() !== params.toString()) setParams(next, { replace: true });
    },
    // The defaults are a literal of the caller: their content, not their identity, matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [params, setParams, JSON.stringify(defaults)],
  );
  return [values, update];
}
