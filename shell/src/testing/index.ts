// What the remotes' unit tests use besides the platform: never part of a bundle.
import { ROUTES, type RemoteName } from '@gb/contracts';
import { render } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

import { i18n, makeStore, PlatformProvider } from '../platform';

export { MemoryRouter };

/** Each route the route table gives a remote: a path to open it and its German title. */
export function routeSamples(remote: RemoteName): [path: string, title: string][] {
  return ROUTES.filter((route) => route.remote === remote).map((route) => [
    route.path.replace(/:\w+/g, '7'),
    i18n.t(route.titleKey, { lng: 'de-CH' }),
  ]);
}

/** Renders a remote's routes at a path, inside a fresh store and the platform. */
export function renderAt(routes: ReactElement, path: string) {
  const router = createElement(MemoryRouter, { initialEntries: [path] }, routes);
  return render(createElement(PlatformProvider, { store: makeStore(), children: router }));
}
