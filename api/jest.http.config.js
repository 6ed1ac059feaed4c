import { sharedJestConfig } from './jest.shared.js';

export default {
  ...sharedJestConfig,
  rootDir: '.',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  testTimeout: 60000,
};
