import type { LifeCycleFn } from 'single-spa';

import { loadRemainingCatalogue } from './i18n.instance';

/**
 * A dashboard remote's lifecycles whose bootstrap first adds the wording Home's first load
 * leaves out, so its screens render translated, inside the shell or alone.
 */
export function withRemainingCatalogue<Lifecycles extends { bootstrap: LifeCycleFn<object> }>(
  lifecycles: Lifecycles,
): Lifecycles {
  return {
    ...lifecycles,
    bootstrap: (props) => loadRemainingCatalogue().then(() => lifecycles.bootstrap(props)),
  };
}
