import { MediaSize } from '@gb/contracts';

/** Longest edge in pixels of each derivative; the original keeps its own size. */
export const LONG_EDGE_BY_SIZE: Record<MediaSize, number | null> = {
  [MediaSize.Orig]: null,
  [MediaSize.S]: 400,
  [MediaSize.M]: 800,
  [MediaSize.L]: 1600,
};
