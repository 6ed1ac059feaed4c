/**
 * @jest-environment node
 */
// The import boundaries fire: each forbidden kind of import, linted as if it were in the file
// named, is an error of `no-restricted-imports`; the allowed ones pass.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports');
}

describe('import boundaries', () => {
  it.each([
    [
      'a remote importing a framework library',
      'mf-vouchers/src/x.ts',
      "import { Link } from 'react-router-dom';",
    ],
    [
      'a remote importing styled-components',
      'mf-orders/src/x.tsx',
      "import styled from 'styled-components';",
    ],
    [
      'a remote importing the store library',
      'mf-admin/src/x.ts',
      "import { useSelector } from 'react-redux';",
    ],
    [
      'a remote importing another remote',
      'mf-vouchers/src/x.ts',
      "import { OrdersRoutes } from '../../mf-orders/src/orders-routes.component';",
    ],
    [
      'a remote importing another remote by package',
      'mf-booklets/src/x.ts',
      "import '@gb/mf-vouchers';",
    ],
    [
      'a remote importing the frame',
      'mf-storefront/src/x.ts',
      "import { Frame } from '../../shell/src/frame/frame.component';",
    ],
    [
      'a remote importing the shell beyond its platform',
      'mf-admin/src/x.ts',
      "import { shellConfig } from '@gb/shell/build';",
    ],
    [
      'the platform importing the frame',
      'shell/src/platform/ui/x.ts',
      "import { Frame } from '../../frame/frame.component';",
    ],
    ['the platform importing a remote', 'shell/src/platform/ui/x.ts', "import '@gb/mf-orders';"],
    [
      'the contracts importing the platform',
      'shared-contracts/src/x.ts',
      "import { i18n } from '@gb/shell/platform';",
    ],
    [
      'the contracts importing the api',
      'shared-contracts/src/schemas/x.ts',
      "import { AppModule } from '../../../api/src/app.module.js';",
    ],
    [
      'the api importing the platform',
      'api/src/x.ts',
      "import { i18n } from '@gb/shell/platform';",
    ],
    ['the api importing React', 'api/src/x.ts', "import { useState } from 'react';"],
  ])('%s is an error', async (_kind, filePath, code) => {
    expect(await restrictedImports(filePath, code)).toHaveLength(1);
  });

  it.each([
    [
      'a remote importing the platform',
      'mf-vouchers/src/x.ts',
      "import { Link } from '@gb/shell/platform';",
    ],
    [
      'a remote importing the contracts',
      'mf-vouchers/src/x.ts',
      "import { Role } from '@gb/contracts';",
    ],
    [
      'a remote test importing the testing helpers',
      'mf-admin/src/x.spec.tsx',
      "import { MemoryRouter } from '@gb/shell/testing';",
    ],
    [
      'the frame importing a framework library',
      'shell/src/frame/x.ts',
      "import { Link } from 'react-router-dom';",
    ],
    ['the api importing the contracts', 'api/src/x.ts', "import { Role } from '@gb/contracts';"],
  ])('%s is allowed', async (_kind, filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});
