// What the remotes' unit tests use besides the platform: never part of a bundle.
export { MemoryRouter } from 'react-router-dom';
