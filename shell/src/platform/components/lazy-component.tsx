import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code is downloaded when it is first rendered, and that renders nothing
 * until then. For platform parts that only logged-in pages show, so Home's first load does
 * not carry them.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
