import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/**
 * A one-page PDF of `width`×`height` points with a red block in its top left quarter; with
 * `creator` naming Illustrator it is what Illustrator saves as a PDF-compatible `.ai` file.
 */
export function pdfPage(
  width: number,
  height: number,
  creator = 'Gutscheinbuch Test',
): Promise<Buffer> {
  const pdf = new PDFDocument({ size: [width, height], margin: 0, info: { Creator: creator } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) =>
    pdf.on('end', () => resolve(Buffer.concat(chunks))),
  );
  pdf.rect(0, 0, width / 2, height / 2).fill('#d70023');
  pdf
    .fillColor('#000000')
    .fontSize(12)
    .text('GzD', width / 2 + 4, height / 2 + 4);
  pdf.end();
  return ended;
}

const POSTSCRIPT = (width: number, height: number) =>
  `%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 ${width} ${height}\n%%Creator: Adobe Illustrator\nnewpath 0 0 moveto ${width} ${height} lineto stroke\nshowpage\n%%EOF\n`;

/** An EPS without any preview: PostScript only. */
export function plainEps(width = 100, height = 50): Buffer {
  return Buffer.from(POSTSCRIPT(width, height), 'latin1');
}

/**
 * A DOS EPS file (binary header, PostScript, TIFF preview) as Illustrator and most design tools
 * save it with "TIFF preview"; the preview is `width`×`height` pixels of `colour`.
 */
export async function dosEpsWithTiff(
  width: number,
  height: number,
  colour: string,
): Promise<Buffer> {
  const postscript = Buffer.from(POSTSCRIPT(width, height), 'latin1');
  const tiff = await sharp({ create: { width, height, channels: 3, background: colour } })
    .tiff()
    .toBuffer();
  const header = Buffer.alloc(30);
  header.set([0xc5, 0xd0, 0xd3, 0xc6], 0);
  header.writeUInt32LE(30, 4);
  header.writeUInt32LE(postscript.length, 8);
  header.writeUInt32LE(30 + postscript.length, 20);
  header.writeUInt32LE(tiff.length, 24);
  header.writeUInt16LE(0xffff, 28);
  return Buffer.concat([header, postscript, tiff]);
}

/** The bytes of an answer read whole (supertest keeps images as buffers only when asked). */
export function bytesOf(
  response: NodeJS.EventEmitter,
  done: (error: Error | null, body: Buffer) => void,
): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

/** The smallest PDF PDFium opens: one empty page of 200 × 100 pt (its cross-reference table rebuilt). */
export function onePagePdf(creator = 'Gutscheinbuch Test'): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >> endobj\n' +
      `4 0 obj << /Creator (${creator}) >> endobj\n` +
      'trailer << /Root 1 0 R /Info 4 0 R >>\n%%EOF\n',
    'latin1',
  );
}
