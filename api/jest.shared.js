import { contractsModuleNameMapper } from '../shared-contracts/source-subpaths.mjs';
import { SWC_OPTIONS } from './swc-options.js';

// Options both jest configurations share: ESM TypeScript through swc, decorators with metadata for Nest.
export const sharedJestConfig = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    ...contractsModuleNameMapper(),
    '^@gb/test-kit$': '<rootDir>/../test-kit/src/index.ts',
  },
  transform: { '^.+\\.ts$': ['@swc/jest', SWC_OPTIONS] },
  setupFiles: ['<rootDir>/test/support/load-nest-first.ts'],
};
