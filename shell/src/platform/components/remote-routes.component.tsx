import { ROUTES, type RemoteName, type RouteNameOf } from '@gb/contracts';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';

import { TitledPage } from './titled-page.component';

interface RemoteRoutesProps<R extends RemoteName> {
  remote: R;
  /** A page for every route the route table gives this remote (the compiler checks it). */
  pages: Record<RouteNameOf<R>, ComponentType>;
}

/** A remote's routes, as the route table lists them, with full paths; anything else is not found. */
export function RemoteRoutes<R extends RemoteName>({ remote, pages }: RemoteRoutesProps<R>) {
  return (
    <Routes>
      {ROUTES.filter((route) => route.remote === remote).map((route) => {
        const Page: ComponentType = pages[route.name as RouteNameOf<R>];
        return <Route key={route.path} path={route.path} element={<Page />} />;
      })}
      <Route path="*" element={<TitledPage titleKey="routes.notFound" />} />
    </Routes>
  );
}
