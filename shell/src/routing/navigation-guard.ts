import { DASHBOARD_ROUTES, mayOpenRoute, type RouteDefinition } from '@gb/contracts';
import type { Session } from '@gb/shell/platform';
import { matchPath } from 'react-router-dom';

/** What the guard does with a navigation: let it happen, ask for a login, or send home. */
export type GuardDecision = 'allow' | 'login' | 'home';

export function dashboardRouteOf(pathname: string): RouteDefinition | undefined {
  return DASHBOARD_ROUTES.find((route) => matchPath(route.path, pathname));
}

export function guardDecision(pathname: string, session: Session | null): GuardDecision {
  const route = dashboardRouteOf(pathname);
  if (!route || route.anyOf.length === 0) return 'allow';
  if (!session) return 'login';
  return mayOpenRoute(route, session.permissions, session.roles) ? 'allow' : 'home';
}
