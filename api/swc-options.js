// How the api's TypeScript compiles when it runs from its sources (the tests, and the worker
// threads they start): ESM, decorators with metadata for Nest.
export const SWC_OPTIONS = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    keepClassNames: true,
    target: 'es2022',
  },
  module: { type: 'es6' },
};
