import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const PLATFORM = '@gb/shell/platform';

/** The platform and its kit: the shared singletons a remote asks for strictly, in its range. */
const isPlatformPart = (shared: string) => shared === PLATFORM || shared.startsWith(`${PLATFORM}/`);

/**
 * A remote built against a newer platform than the shell provides: the federation runtime
 * refused it the shell's platform, a strict singleton outside the range the remote requires.
 */
export class NeedsNewerPlatform extends Error {
  override readonly name = 'NeedsNewerPlatform';

  constructor(
    readonly remote: string,
    readonly required: string,
    readonly provided: string,
    cause: unknown,
  ) {
    super(`${remote} needs the platform ${required}, the portal provides ${provided}`, { cause });
  }
}

/**
 * A federation runtime plugin for every instance, the remotes' included (they take the platform
 * from the shell): when the runtime refuses a remote the shell's platform, the refusal is a
 * `NeedsNewerPlatform` naming the remote, the range it requires and the version provided (the
 * runtime's resolver of a strict singleton throws only to refuse it).
 */
export const platformRefusal: ModuleFederationRuntimePlugin = {
  name: 'gb-platform-refusal',
  resolveShare(args) {
    if (!isPlatformPart(args.pkgName)) return args;
    const { resolver, shareInfo, version } = args;
    return {
      ...args,
      resolver: () => {
        try {
          return resolver();
        } catch (refusal) {
          const required = String(shareInfo.shareConfig.requiredVersion);
          throw new NeedsNewerPlatform(shareInfo.from, required, version, refusal);
        }
      },
    };
  },
};
