// The built portal for browser tests and benchmarks: the test kit's, started on the run's seed.
export { freePort, repositoryRoot, startPortal } from '@gb/test-kit';
