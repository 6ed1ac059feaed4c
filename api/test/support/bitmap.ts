/**
 * A real Windows bitmap (BITMAPINFOHEADER, 24 bits, bottom-up rows padded to four bytes), as
 * Paint writes it: the left half `left`, the right half `right` (RGB).
 */
export function bitmap(
  width: number,
  height: number,
  left: [number, number, number],
  right: [number, number, number],
): Buffer {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const pixelBytes = stride * height;
  const bytes = Buffer.alloc(54 + pixelBytes);
  bytes.write('BM', 0, 'latin1');
  bytes.writeUInt32LE(bytes.length, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14);
  bytes.writeInt32LE(width, 18);
  bytes.writeInt32LE(height, 22);
  bytes.writeUInt16LE(1, 26);
  bytes.writeUInt16LE(24, 28);
  bytes.writeUInt32LE(0, 30);
  bytes.writeUInt32LE(pixelBytes, 34);
  for (let row = 0; row < height; row += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = x < width / 2 ? left : right;
      const at = 54 + row * stride + x * 3;
      bytes[at] = b;
      bytes[at + 1] = g;
      bytes[at + 2] = r;
    }
  }
  return bytes;
}
