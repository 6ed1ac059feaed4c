// Development only, first in the dev shell's page: lets the Fast Refresh runtime of every build
// (the shell's and each remote's, loaded later) find React. Each runtime learns of React from the
// global hook's `renderers`; the hook a runtime creates when no React DevTools are installed does
// not record them, so only the first runtime would know React and a remote's edits would never
// show. Recording each renderer here makes it known to the runtimes that come after.
const hook = (globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
  renderers: new Map(),
  supportsFiber: true,
  inject: () => hook.renderers.size + 1,
  onScheduleFiberRoot() {},
  onCommitFiberRoot() {},
  onCommitFiberUnmount() {},
});
const inject = hook.inject;
hook.inject = function (renderer) {
  const id = inject.apply(this, arguments);
  hook.renderers.set(id, renderer);
  return id;
};
