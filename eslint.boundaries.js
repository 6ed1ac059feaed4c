// Who may import what: remotes deploy on their own, so they reach the shell only through its
// platform façade (and the contracts), never another remote, the frame or a framework library
// the platform already carries. Each rule is a lint error; `npm run check` fails on it.

/** Libraries the platform carries and re-exports; a remote that imported them would bring its own copy. */
const FRAMEWORK_LIBRARIES = [
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/*',
  'i18next',
  'react-i18next',
  'styled-components',
  'single-spa',
  'single-spa-react',
  '@module-federation/*',
];

/** Libraries the platform's UI kit carries; remotes use the kit's components instead. */
const KIT_LIBRARIES = [
  'react-aria-components',
  'react-aria',
  'react-hook-form',
  '@hookform/resolvers',
  '@hookform/resolvers/*',
  '@tanstack/react-table',
];

const REMOTES = ['mf-storefront', 'mf-vouchers', 'mf-booklets', 'mf-orders', 'mf-admin'];

const restricted = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

const remoteRules = (remote) => ({
  files: [`${remote}/**/*.{ts,tsx}`],
  rules: restricted(
    {
      group: [...FRAMEWORK_LIBRARIES, ...KIT_LIBRARIES],
      message:
        'A remote takes routing, store, translation, styling and UI pieces from @gb/shell/platform (and /kit).',
    },
    {
      group: [
        '@gb/mf-*',
        ...REMOTES.filter((other) => other !== remote).map((other) => `**/${other}/**`),
      ],
      message: 'A remote never imports another remote; link to its routes through the route table.',
    },
    {
      regex:
        '^@gb/shell(?!/(platform|platform/kit|platform/server|testing)$)|shell/src/(?!platform/index)',
      message: 'A remote reaches the shell only through @gb/shell/platform.',
    },
  ),
});

export const importBoundaries = [
  ...REMOTES.map(remoteRules),
  {
    files: ['shell/src/platform/**/*.{ts,tsx}'],
    rules: restricted(
      {
        regex: '^(\\.\\./)+(frame|routing|dialogs|session|bootstrap|testing)(/|$)',
        message: 'The platform never imports the frame: the frame builds on the platform.',
      },
      { group: ['@gb/mf-*', '**/mf-*/**'], message: 'The platform never imports a remote.' },
    ),
  },
  {
    files: ['shared-contracts/src/**/*.ts'],
    ignores: ['shared-contracts/src/**/*.spec.ts', 'shared-contracts/src/testing/**'],
    rules: restricted(
      { group: ['@gb/*'], message: 'The contracts import nothing of ours.' },
      {
        regex: '^(\\.\\./){2,}',
        message: 'The contracts import nothing outside their own package.',
      },
    ),
  },
  {
    files: ['api/**/*.ts'],
    rules: restricted({
      group: [
        '@gb/shell',
        '@gb/shell/*',
        '@gb/mf-*',
        'react',
        'react-*',
        '**/shell/**',
        '**/mf-*/**',
      ],
      message: 'The api never imports front-end code.',
    }),
  },
];
