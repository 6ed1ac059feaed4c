import { useSyncExternalStore } from 'react';

/** The page's path, following single-spa's and the browser's navigations. */
export function useCurrentPath(): string {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('single-spa:routing-event', onChange);
      window.addEventListener('popstate', onChange);
      return () => {
        window.removeEventListener('single-spa:routing-event', onChange);
        window.removeEventListener('popstate', onChange);
      };
    },
    () => window.location.pathname,
  );
}
