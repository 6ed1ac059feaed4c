import { createInstance } from '@module-federation/enhanced/runtime';

import { NeedsNewerPlatform, platformRefusal } from './platform-refusal';

/** A remote's federation instance that requires `required` of a part the shell provides in 4.2.0. */
function remoteRequiring(part: string, required: string) {
  return createInstance({
    name: 'mf_vouchers',
    remotes: [],
    plugins: [platformRefusal],
    shared: {
      [part]: {
        version: '4.2.0',
        lib: () => ({ provided: true }),
        shareConfig: { singleton: true, requiredVersion: required, strictVersion: true },
      },
    },
  });
}

describe('the federation runtime refusing a remote the platform', () => {
  it('names a remote that needs a newer platform than the shell provides', () => {
    const remote = remoteRequiring('@gb/shell/platform', '^4.3.0');
    let refusal: unknown;
    try {
      remote.loadShareSync('@gb/shell/platform');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(NeedsNewerPlatform);
    expect(refusal).toMatchObject({ remote: 'mf_vouchers', required: '^4.3.0', provided: '4.2.0' });
  });

  it('does so for the platform kit too', () => {
    const remote = remoteRequiring('@gb/shell/platform/kit', '^5.0.0');
    expect(() => remote.loadShareSync('@gb/shell/platform/kit')).toThrow(NeedsNewerPlatform);
  });

  it('gives a remote within the range the platform the shell provides', () => {
    const remote = remoteRequiring('@gb/shell/platform', '^4.1.0');
    expect(remote.loadShareSync('@gb/shell/platform')?.()).toEqual({ provided: true });
  });
});
