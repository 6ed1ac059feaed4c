import {
  DASHBOARD_PREFIX,
  PUBLIC_ROUTES,
  TEXT_BLOCK_CANONICALS,
  type MessageKey,
  type Region,
} from '@gb/contracts';

/** Which page a path shows, as the storefront's routes decide it. */
export type PageRoute =
  | { kind: 'home'; path: '/' }
  | { kind: 'text'; path: string; canonical: string; titleKey: MessageKey }
  | { kind: 'region'; path: string; region: Region }
  | { kind: 'dashboard' }
  /** The wallet's pages: one visitor's, never indexed, with no public content. */
  | { kind: 'private' }
  | { kind: 'notFound' };

/** The wallet's activation page and the pages its links open. */
const WALLET_PREFIX = PUBLIC_ROUTES.find((route) => route.name === 'walletActivation')!.path;

/** Legal notice, contact, become partner: the public routes named like a text block. */
export const TEXT_PAGES = PUBLIC_ROUTES.flatMap((route) => {
  const canonical = (TEXT_BLOCK_CANONICALS as Record<string, string>)[route.name];
  return canonical && route.path !== '/'
    ? [{ path: route.path, canonical, titleKey: route.titleKey }]
    : [];
});

/**
 * The page of a request path. Like the storefront's router it ignores letter case and a trailing
 * slash; a region's page is any region's canonical; whatever else is not found. Never throws.
 */
export function matchPageRoute(rawPath: string, regions: readonly Region[]): PageRoute {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '').toLowerCase() : rawPath;
  if (path === '/' || path === '') return { kind: 'home', path: '/' };
  if (path === DASHBOARD_PREFIX || path.startsWith(`${DASHBOARD_PREFIX}/`)) {
    return { kind: 'dashboard' };
  }
  if (path === WALLET_PREFIX || path.startsWith(`${WALLET_PREFIX}/`)) return { kind: 'private' };
  const text = TEXT_PAGES.find((page) => page.path === path);
  if (text) return { kind: 'text', ...text };
  const region = regions.find((candidate) => `/${candidate.canonical.toLowerCase()}` === path);
  return region ? { kind: 'region', path: `/${region.canonical}`, region } : { kind: 'notFound' };
}
