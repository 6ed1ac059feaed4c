import { MediaSize } from '@gb/contracts';

/** Longest edge in pixels of each derivative; the original keeps its own size. */
export const LONG_EDGE_BY_SIZE: Record<MediaSize, number | null> = {
  [MediaSize.Orig]: null,
  [MediaSize.S]: 400,
  [MediaSize.M]: 800,
  [MediaSize.L]: 1600,
};

const SIZES = new Set<number>(Object.values(MediaSize).filter((v) => typeof v === 'number'));

/** The media size of a `size` query parameter; missing means the original, anything else is null. */
export function parseMediaSize(value: unknown): MediaSize | null {
  if (value === undefined || value === '') return MediaSize.Orig;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return null;
  const size = Number(value);
  return SIZES.has(size) ? (size as MediaSize) : null;
}
