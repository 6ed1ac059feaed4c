import {
  regionIntroCanonical,
  regionPageOfIntro,
  TEXT_BLOCK_CANONICALS,
  TEXT_BLOCK_PAGES,
  type Region,
} from '@gb/contracts';

/** The canonicals the public pages read: the storefront's blocks and each region's intro. */
export function knownCanonicals(regions: readonly Region[]): string[] {
  return [
    ...Object.values(TEXT_BLOCK_CANONICALS),
    ...regions.map((region) => regionIntroCanonical(region.canonical)),
  ];
}

/** The public page that shows a block, or undefined when no public page reads it. */
export function publicPageOf(canonical: string): string | undefined {
  return TEXT_BLOCK_PAGES[canonical] ?? regionPageOfIntro(canonical);
}
