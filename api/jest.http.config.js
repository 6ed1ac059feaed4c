import { sharedJestConfig } from './jest.shared.js';

export default {
  ...sharedJestConfig,
  rootDir: '.',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  // The demo data is migrated and seeded once; each file's app starts from a copy of it.
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  // A test (or a file's set-up, which may wait for the run's seed) that hangs fails after 90 s
  // instead of holding up the run.
  testTimeout: 90_000,
  // Each file loads the whole app anew; a worker that has grown past this is replaced, so memory
  // stays flat over the run.
  workerIdleMemoryLimit: '1GB',
};
