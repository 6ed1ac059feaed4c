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

describe('the first page of a PDF drawn by PDFium in a worker', () => {
  const options = { longEdge: 200, maxPagePoints: 14_400, timeoutMs: 20_000 };

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
});
