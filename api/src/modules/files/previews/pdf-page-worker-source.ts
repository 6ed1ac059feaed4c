/**
 * The worker thread that reads PDFs with PDFium (WebAssembly): it checks that a document opens
 * and has a first page, or draws that page. It runs as a plain CommonJS script (`eval`), so it
 * needs no build step of its own; the renderer hands it the path of the PDFium package and the
 * memory PDFium may take. PDFium's heap is WebAssembly memory, outside V8's heap limits and never
 * given back: it is capped here (a page that needs more fails, and the renderer ends this worker),
 * and every answer says how large the heap has grown. It answers the raw RGBA pixels, the page
 * count, or why there are none.
 */
export const PDF_PAGE_WORKER_SOURCE = `
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');
// PDFium's runtime writes its failures to the console; they reach the api as answers instead.
console.error = () => {};
console.warn = () => {};
const { PDFiumLibrary } = require(workerData.pdfiumPath);

const maxHeapBytes = workerData.maxMemoryMb * 1024 * 1024;
let wasmMemory;
let overTheCap = false;
// The heap grows through the exported memory's grow(); past the cap it refuses, PDFium's
// allocation fails and it aborts, so no document takes more than the cap.
const ready = PDFiumLibrary.init({
  instantiateWasm(imports, done) {
    const binary = readFileSync(join(dirname(workerData.pdfiumPath), 'pdfium.wasm'));
    WebAssembly.instantiate(binary, imports).then(({ instance, module }) => {
      wasmMemory = instance.exports.memory;
      const capped = {
        get buffer() { return wasmMemory.buffer; },
        grow(pages) {
          if (wasmMemory.buffer.byteLength + pages * 65536 > maxHeapBytes) {
            overTheCap = true;
            throw new RangeError('over the memory cap');
          }
          return wasmMemory.grow(pages);
        },
      };
      done({ exports: { ...instance.exports, memory: capped } }, module);
    });
    return {};
  },
});

const heapBytes = () => (wasmMemory ? wasmMemory.buffer.byteLength : 0);

parentPort.on('message', async ({ job, bytes, longEdge, maxPagePoints }) => {
  let document;
  try {
    const library = await ready;
    document = await library.loadDocument(new Uint8Array(bytes));
    const pages = document.getPageCount();
    if (pages < 1) return parentPort.postMessage({ none: 'the document has no page', heapBytes: heapBytes() });
    const page = document.getPage(0);
    const { originalWidth: width, originalHeight: height } = page.getOriginalSize();
    if (!(width > 0 && height > 0)) return parentPort.postMessage({ none: 'the first page is empty', heapBytes: heapBytes() });
    if (job === 'check') return parentPort.postMessage({ pages, heapBytes: heapBytes() });
    if (Math.max(width, height) > maxPagePoints) {
      return parentPort.postMessage({ none: 'the first page is larger than ' + maxPagePoints + ' pt', heapBytes: heapBytes() });
    }
    const scale = longEdge / Math.max(width, height);
    const rendered = await page.render({
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
      scale: 1,
      renderFormFields: false,
    });
    const data = rendered.data;
    parentPort.postMessage({ width: rendered.width, height: rendered.height, data, heapBytes: heapBytes() }, [data.buffer]);
  } catch (error) {
    const none = overTheCap
      ? 'the page needs more than the ' + workerData.maxMemoryMb + ' MB a preview may take'
      : 'PDFium cannot read it: ' + String((error && error.message) || error);
    parentPort.postMessage({ none, heapBytes: heapBytes(), broken: true });
  } finally {
    try {
      if (document) document.destroy();
    } catch {
      // An aborted PDFium cannot free anything any more; the renderer ends this worker.
    }
  }
});
`;
