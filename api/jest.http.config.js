import { sharedJestConfig } from './jest.shared.js';

export default {
  ...sharedJestConfig,
  rootDir: '.',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  // An app boots per file (database, migrations, seed): on a loaded 2-core machine that can take a minute.
  testTimeout: 120000,
};
