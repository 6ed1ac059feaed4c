import sharp, { type Sharp } from 'sharp';

/** The binary header of a DOS EPS file: PostScript with a TIFF or WMF preview beside it. */
const DOS_EPS_HEADER = Buffer.from([0xc5, 0xd0, 0xd3, 0xc6]);
const DOS_EPS_HEADER_BYTES = 30;
/** How far into an EPS file an EPSI preview is looked for. */
const EPSI_WINDOW_BYTES = 4 * 1024 * 1024;
const EPSI_BEGIN = /^%%BeginPreview:\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)/m;

/** Why an EPS file has no preview (said in the log, never to the client). */
export class NoEpsPreview extends Error {}

/**
 * The preview an EPS file carries, ready for sharp: the TIFF of a DOS EPS binary header, or the
 * EPSI hex bitmap (grey levels of 1, 2, 4 or 8 bits) in its comments. Without one the file is
 * only downloaded: PostScript itself is not drawn here (its interpreters are AGPL).
 */
export function epsPreview(bytes: Buffer, maxPixels: number): Sharp {
  if (bytes.subarray(0, 4).equals(DOS_EPS_HEADER)) return dosEpsTiff(bytes, maxPixels);
  return epsiBitmap(bytes, maxPixels);
}

function dosEpsTiff(bytes: Buffer, maxPixels: number): Sharp {
  if (bytes.length < DOS_EPS_HEADER_BYTES) throw new NoEpsPreview('the EPS header is cut short');
  const start = bytes.readUInt32LE(20);
  const length = bytes.readUInt32LE(24);
  if (start === 0 || length === 0) {
    throw new NoEpsPreview('the EPS file carries no TIFF preview');
  }
  if (start + length > bytes.length) throw new NoEpsPreview('the TIFF preview is cut short');
  return sharp(bytes.subarray(start, start + length), {
    limitInputPixels: maxPixels,
    failOn: 'error',
  });
}

function epsiBitmap(bytes: Buffer, maxPixels: number): Sharp {
  const text = bytes.subarray(0, EPSI_WINDOW_BYTES).toString('latin1');
  const begin = EPSI_BEGIN.exec(text);
  if (!begin) throw new NoEpsPreview('the EPS file carries no preview');
  const [width, height, depth] = [Number(begin[1]), Number(begin[2]), Number(begin[3])];
  if (![1, 2, 4, 8].includes(depth) || width < 1 || height < 1) {
    throw new NoEpsPreview(`the EPSI preview has an unknown form (${width}×${height}×${depth})`);
  }
  if (width * height > maxPixels) throw new NoEpsPreview('the EPSI preview is too large');
  const end = text.indexOf('%%EndPreview', begin.index);
  if (end < 0) throw new NoEpsPreview('the EPSI preview has no end');
  const afterHeader = text.indexOf('\n', begin.index);
  const hex = text
    .slice(afterHeader, end)
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/^%/, '').trim())
    .join('');
  const rowBytes = Math.ceil((width * depth) / 8);
  if (!/^[0-9a-fA-F]*$/.test(hex) || hex.length < rowBytes * height * 2) {
    throw new NoEpsPreview('the EPSI preview is cut short');
  }
  const packed = Buffer.from(hex.slice(0, rowBytes * height * 2), 'hex');
  const grey = Buffer.alloc(width * height);
  const levels = (1 << depth) - 1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const bit = x * depth;
      const byte = packed[y * rowBytes + (bit >> 3)] ?? 0;
      const value = (byte >> (8 - depth - (bit & 7))) & levels;
      // In EPSI 0 is white and the highest level black.
      grey[y * width + x] = 255 - Math.round((value * 255) / levels);
    }
  }
  return sharp(grey, { raw: { width, height, channels: 1 } });
}
