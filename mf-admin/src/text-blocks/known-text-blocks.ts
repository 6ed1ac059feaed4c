import {
  PUBLIC_ROUTES,
  regionIntroCanonical,
  TEXT_BLOCK_CANONICALS,
  type Region,
} from '@gb/contracts';
import { regionPageOfIntro, TEXT_BLOCK_PAGES } from '@gb/contracts/schemas';

const isPublicPath = (path: string | undefined) =>
  path !== undefined && PUBLIC_ROUTES.some((route) => route.path === path);

/** The public page that shows a block, or undefined when no public page reads it. */
export function publicPageOf(canonical: string): string | undefined {
  const regionPage = regionPageOfIntro(canonical);
  return TEXT_BLOCK_PAGES[canonical] ?? (isPublicPath(regionPage) ? regionPage : undefined);
}

/**
 * The canonicals the public pages read: the storefront's blocks and the intro of each region
 * that has a landing page.
 */
export function knownCanonicals(regions: readonly Region[]): string[] {
  return [
    ...Object.values(TEXT_BLOCK_CANONICALS),
    ...regions
      .map((region) => regionIntroCanonical(region.canonical))
      .filter((canonical) => publicPageOf(canonical) !== undefined),
  ];
}
