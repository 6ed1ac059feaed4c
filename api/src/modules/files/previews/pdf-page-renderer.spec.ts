import { deflateSync } from 'node:zlib';

import { jest } from '@jest/globals';
import PDFDocument from 'pdfkit';

import { NoPageImage, PdfPageRenderer } from './pdf-page-renderer.js';

function pdf(width: number, height: number): Promise<Buffer> {
  const document = new PDFDocument({ size: [width, height], margin: 0 });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) =>
    document.on('end', () => resolve(Buffer.concat(chunks))),
  );
  document.rect(0, 0, width, height / 2).fill('#000000');
  document.end();
  return ended;
}

/**
 * A one-page PDF whose page content inflates to `megabytes` of blanks: small on disk, but PDFium
 * holds the whole inflated content while it draws the page.
 */
function inflatingPdf(megabytes: number): Buffer {
  const content = deflateSync(Buffer.alloc(megabytes * 1024 * 1024, 0x20), { level: 9 });
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
  ].map((body, index) => Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`));
  const stream = Buffer.concat([
    Buffer.from(`4 0 obj\n<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
    content,
    Buffer.from('\nendstream\nendobj\n'),
  ]);
  const parts = [Buffer.from('%PDF-1.7\n'), ...objects, stream];
  const offsets = parts
    .slice(1)
    .map((_, index) => parts.slice(0, index + 1).reduce((sum, part) => sum + part.length, 0));
  const xref = parts.reduce((sum, part) => sum + part.length, 0);
  const table = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  parts.push(
    Buffer.from(
      `xref\n0 5\n0000000000 65535 f \n${table.join('')}trailer\n<< /Size 5 /Root 1 0 R >>\n` +
        `startxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

// Each new worker compiles its TypeScript task and PDFium's WebAssembly: seconds on a busy machine.
jest.setTimeout(60_000);

describe('the first page of a PDF drawn by PDFium in a worker', () => {
  const options = {
    longEdge: 200,
    maxPagePoints: 14_400,
    timeoutMs: 20_000,
    maxMemoryMb: 48,
    heavyMemoryMb: 32,
  };

  it('fits the page into the long edge as RGBA pixels', async () => {
    const renderer = new PdfPageRenderer(options);
    try {
      const page = await renderer.render(await pdf(100, 400));
      expect([page.width, page.height]).toEqual([50, 200]);
      expect(page.data.length).toBe(50 * 200 * 4);
      // Black above, white paper below.
      expect([...page.data.subarray(0, 4)]).toEqual([0, 0, 0, 255]);
      expect([...page.data.subarray(page.data.length - 4)]).toEqual([255, 255, 255, 255]);
    } finally {
      await renderer.close();
    }
  });

  it('refuses a page beyond the size cap and a file PDFium cannot open', async () => {
    const renderer = new PdfPageRenderer({ ...options, maxPagePoints: 300 });
    try {
      await expect(renderer.render(await pdf(400, 100))).rejects.toThrow('larger than 300 pt');
      await expect(renderer.render(Buffer.from('%PDF-1.7\nnonsense\n%%EOF'))).rejects.toThrow(
        NoPageImage,
      );
    } finally {
      await renderer.close();
    }
  });

  it('ends a page that takes longer than the time cap, and draws the next in a new worker', async () => {
    const renderer = new PdfPageRenderer({ ...options, timeoutMs: 1 });
    const slow = await pdf(100, 100);
    try {
      await expect(renderer.render(slow)).rejects.toThrow('longer than 1 ms');
    } finally {
      await renderer.close();
    }
    const patient = new PdfPageRenderer(options);
    try {
      await expect(patient.render(slow)).resolves.toMatchObject({ width: 200, height: 200 });
    } finally {
      await patient.close();
    }
  });

  it('refuses a page that needs more memory than the cap, and draws the next one in a new worker', async () => {
    const renderer = new PdfPageRenderer(options);
    try {
      const heavy = inflatingPdf(96);
      expect(heavy.length).toBeLessThan(200_000);
      await expect(renderer.render(heavy)).rejects.toThrow(
        'the page needs more than the 48 MB a preview may take',
      );
      await expect(renderer.render(await pdf(100, 400))).resolves.toMatchObject({
        width: 50,
        height: 200,
      });
    } finally {
      await renderer.close();
    }
  });

  it('tells a document PDFium opens by its pages, and refuses one it cannot', async () => {
    const renderer = new PdfPageRenderer(options);
    try {
      await expect(renderer.pageCount(await pdf(100, 100))).resolves.toBe(1);
      const fake = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n');
      await expect(renderer.pageCount(fake)).rejects.toThrow('PDFium cannot read it');
    } finally {
      await renderer.close();
    }
  });
});
