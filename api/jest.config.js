import { sharedJestConfig } from './jest.shared.js';

export default {
  ...sharedJestConfig,
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
