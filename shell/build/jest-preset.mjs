// The jest configuration of every front-end workspace: ESM, jsdom, sources compiled by swc.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { contractsModuleNameMapper } from '../../shared-contracts/source-subpaths.mjs';

const shellDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function webJestConfig() {
  return {
    testEnvironment: resolve(shellDir, 'build/jsdom-with-fetch.environment.mjs'),
    testMatch: ['<rootDir>/src/**/*.spec.ts?(x)', '<rootDir>/build/**/*.spec.mjs'],
    // A screen's first render in jsdom compiles and mounts a whole remote: on a busy two-core
    // machine that alone has taken over the 5 s default.
    testTimeout: 20_000,
    setupFilesAfterEnv: [resolve(shellDir, 'build/testing-library.setup.mjs')],
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: {
      '^.+\\.tsx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'es6' },
        },
      ],
    },
    moduleNameMapper: {
      // The same sources the bundler compiles, so tests need no build of other workspaces.
      ...contractsModuleNameMapper(),
      '^@gb/shell/platform$': resolve(shellDir, 'src/platform/index.ts'),
      '^@gb/shell/platform/kit$': resolve(shellDir, 'src/platform/kit/index.ts'),
      '^@gb/shell/testing$': resolve(shellDir, 'src/testing/index.ts'),
      '^styled-components$': resolve(shellDir, 'build/styled-components.jest.mjs'),
      '\\.(svg|png|jpe?g|webp|webm|mp4)$': resolve(shellDir, 'build/asset-stub.mjs'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
  };
}
