/**
 * The worker thread that draws the first page of a PDF with PDFium (WebAssembly). It runs as a
 * plain CommonJS script (`eval`), so it needs no build step of its own; the renderer hands it the
 * path of the PDFium package. It answers the raw RGBA pixels, or why there are none.
 */
export const PDF_PAGE_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFiumLibrary } = require(workerData.pdfiumPath);
const ready = PDFiumLibrary.init();

parentPort.on('message', async ({ bytes, longEdge, maxPagePoints }) => {
  let document;
  try {
    const library = await ready;
    document = await library.loadDocument(new Uint8Array(bytes));
    if (document.getPageCount() < 1) return parentPort.postMessage({ none: 'the document has no page' });
    const page = document.getPage(0);
    const { originalWidth: width, originalHeight: height } = page.getOriginalSize();
    if (!(width > 0 && height > 0)) return parentPort.postMessage({ none: 'the first page is empty' });
    if (Math.max(width, height) > maxPagePoints) {
      return parentPort.postMessage({ none: 'the first page is larger than ' + maxPagePoints + ' pt' });
    }
    const scale = longEdge / Math.max(width, height);
    const rendered = await page.render({
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
      scale: 1,
      renderFormFields: false,
    });
    const data = rendered.data;
    parentPort.postMessage({ width: rendered.width, height: rendered.height, data }, [data.buffer]);
  } catch (error) {
    parentPort.postMessage({ none: 'PDFium cannot read it: ' + String(error && error.message || error) });
  } finally {
    if (document) document.destroy();
  }
});
`;
