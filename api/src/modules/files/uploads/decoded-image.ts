import sharp from 'sharp';

import { FileErrorCode, FileException } from '../exceptions/file.exception.js';
import { BMP_MIME, bmpHeader, bmpPixels } from '../images/bmp-image.js';

/** The raster formats an image upload may have, by what sharp reads in the bytes (BMP aside). */
const MIME_BY_FORMAT: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

export interface DecodedImage {
  mime: string;
  width: number;
  height: number;
}

/**
 * The image format and pixel size the bytes really have (the client's name and mime type are not trusted),
 * after decoding every pixel: a truncated or corrupt file is refused, and so is one with more
 * pixels than `maxPixels` (a small file can unpack into gigabytes: a decompression bomb).
 */
export async function decodedImage(bytes: Buffer, maxPixels: number): Promise<DecodedImage> {
  const bmp = bmpHeader(bytes);
  if (bmp) return decodedBmp(bytes, bmp, maxPixels);
  const { format, width, height } = await decodedWithin(bytes, maxPixels, MIME_BY_FORMAT);
  return { mime: MIME_BY_FORMAT[format]!, width, height };
}

/** An SVG that sharp draws whole within `maxPixels` (its preview is drawn so). */
export async function assertDrawableSvg(bytes: Buffer, maxPixels: number): Promise<void> {
  await decodedWithin(bytes, maxPixels, { svg: 'image/svg+xml' });
}

/** Bytes of one of `formats` (sharp's names), decoded pixel by pixel within `maxPixels`. */
async function decodedWithin(
  bytes: Buffer,
  maxPixels: number,
  formats: Record<string, string>,
): Promise<{ format: string; width: number; height: number }> {
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  const { format, width = 0, height = 0 } = metadata ?? {};
  if (!format || !(format in formats) || width === 0 || height === 0) {
    throw new FileException(FileErrorCode.NOT_AN_IMAGE);
  }
  assertPixelCap(width, height, maxPixels);
  // stats() streams through every pixel; failOn 'error' also stops at a truncated file.
  await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
    .stats()
    .catch(() => {
      throw new FileException(FileErrorCode.NOT_AN_IMAGE);
    });
  return { format, width, height };
}

function assertPixelCap(width: number, height: number, maxPixels: number): void {
  if (width * height > maxPixels) {
    throw new FileException(FileErrorCode.IMAGE_TOO_LARGE, {
      maxMegapixels: Math.floor(maxPixels / 1_000_000),
    });
  }
}

/** A bitmap, its size checked from the header before its pixels are decoded whole. */
function decodedBmp(
  bytes: Buffer,
  { width, height }: { width: number; height: number },
  maxPixels: number,
): DecodedImage {
  assertPixelCap(width, height, maxPixels);
  try {
    bmpPixels(bytes);
  } catch {
    throw new FileException(FileErrorCode.NOT_AN_IMAGE);
  }
  return { mime: BMP_MIME, width, height };
}
