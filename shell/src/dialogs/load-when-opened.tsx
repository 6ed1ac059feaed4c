import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A component whose code is downloaded only when `useOpened` first reports it open, so a
 * dialog (and what it alone needs, e.g. the validation schemas) stays out of the first load.
 * Once loaded it stays mounted and decides itself whether to show.
 */
export function loadWhenOpened(
  load: () => Promise<ComponentType>,
  useOpened: () => boolean,
): ComponentType {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LoadWhenOpened() {
    const opened = useOpened();
    const [wanted, setWanted] = useState(opened);
    if (opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded />
      </Suspense>
    );
  };
}
