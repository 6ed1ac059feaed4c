import { decode } from 'bmp-ts';
import sharp, { type Raw, type Sharp, type SharpOptions } from 'sharp';

export const BMP_MIME = 'image/bmp';

/** Uncompressed and bit-field pixels; run-length-encoded bitmaps (rare) are not taken. */
const COMPRESSIONS = new Set([0, 3, 6]);
const BITS_PER_PIXEL = new Set([1, 4, 8, 16, 24, 32]);
/** The info header's sizes from BITMAPINFOHEADER (40) to BITMAPV5HEADER (124). */
const INFO_HEADER_SIZES = new Set([40, 52, 56, 108, 124]);

export interface BmpHeader {
  width: number;
  height: number;
}

/**
 * The size a Windows bitmap's header announces, read before any pixel is decoded (so the pixel
 * cap is checked first); undefined when the bytes are no bitmap this portal decodes.
 */
export function bmpHeader(bytes: Buffer): BmpHeader | undefined {
  if (bytes.length < 54 || bytes.toString('latin1', 0, 2) !== 'BM') return undefined;
  const infoSize = bytes.readUInt32LE(14);
  const width = bytes.readInt32LE(18);
  const height = Math.abs(bytes.readInt32LE(22));
  const bitsPerPixel = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  const colors = bytes.readUInt32LE(46);
  const plausible =
    INFO_HEADER_SIZES.has(infoSize) &&
    width > 0 &&
    height > 0 &&
    BITS_PER_PIXEL.has(bitsPerPixel) &&
    COMPRESSIONS.has(compression) &&
    colors <= 256;
  return plausible ? { width, height } : undefined;
}

/**
 * The pixels of a bitmap as sharp's raw RGB input. sharp (libvips) reads no BMP, so bmp-ts
 * (jimp's decoder) decodes it; a file that ends before its pixels do throws.
 */
export function bmpPixels(bytes: Buffer): { data: Buffer; raw: Raw } {
  const header = bmpHeader(bytes);
  if (!header) throw new Error('not a bitmap this portal decodes');
  // Without toRGBA every depth comes as A, B, G, R; the alpha byte is not kept consistently.
  const { data, width, height } = decode(bytes);
  const rgb = Buffer.alloc(width * height * 3);
  for (let pixel = 0, from = 0, to = 0; pixel < width * height; pixel += 1, from += 4) {
    rgb[to++] = data[from + 3]!;
    rgb[to++] = data[from + 2]!;
    rgb[to++] = data[from + 1]!;
  }
  return { data: rgb, raw: { width, height, channels: 3 } };
}

/** A sharp pipeline over stored image bytes: a bitmap through its decoded pixels. */
export function imagePipeline(bytes: Buffer, mime: string, options: SharpOptions = {}): Sharp {
  if (mime !== BMP_MIME) return sharp(bytes, options);
  const { data, raw } = bmpPixels(bytes);
  return sharp(data, { ...options, raw });
}
