import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { PDFiumLibrary } from '@hyzyla/pdfium';
import { move, transferableSymbol, valueSymbol } from 'piscina';

/** One document to open, and what to do with it. */
export interface PdfPageTask {
  job: 'check' | 'render';
  bytes: Uint8Array;
  longEdge: number;
  maxPagePoints: number;
  /** The most memory PDFium may take; read once, by the worker's first task. */
  maxMemoryMb: number;
}

/** The raw RGBA pixels, the page count, or why there are none; and how large PDFium's memory grew. */
export interface PdfPageAnswer {
  width?: number;
  height?: number;
  data?: Uint8Array;
  pages?: number;
  none?: string;
  heapBytes: number;
}

// PDFium's runtime writes its failures to the console; they reach the api as answers instead.
console.error = () => {};
console.warn = () => {};

const require = createRequire(import.meta.url);
const WASM_PAGE_BYTES = 65_536;

/** What the worker uses of WebAssembly (the api's TypeScript has no DOM types). */
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface WasmApi {
  instantiate(
    binary: Uint8Array,
    imports: unknown,
  ): Promise<{ instance: { exports: Record<string, unknown> }; module: unknown }>;
}
const { WebAssembly: wasm } = globalThis as unknown as { WebAssembly: WasmApi };

type Library = Awaited<ReturnType<typeof PDFiumLibrary.init>>;
type PdfDocument = Awaited<ReturnType<Library['loadDocument']>>;

let wasmMemory: WasmMemory | undefined;
let overTheCap = false;
let library: Promise<Library> | undefined;

/**
 * PDFium's heap is WebAssembly memory, outside V8's heap limits and never given back: it grows
 * through the exported memory's grow(), which refuses past the cap, so PDFium's allocation fails
 * and it aborts and no document takes more than the cap (the renderer then ends this worker).
 */
function cappedLibrary(maxMemoryMb: number): Promise<Library> {
  const maxHeapBytes = maxMemoryMb * 1024 * 1024;
  const instantiateWasm = (
    imports: unknown,
    done: (instance: { exports: Record<string, unknown> }, module: unknown) => void,
  ) => {
    const binary = readFileSync(require.resolve('@hyzyla/pdfium/pdfium.wasm'));
    void wasm.instantiate(binary, imports).then(({ instance, module }) => {
      const memory = instance.exports.memory as WasmMemory;
      wasmMemory = memory;
      const capped = {
        get buffer() {
          return memory.buffer;
        },
        grow(pages: number) {
          if (memory.buffer.byteLength + pages * WASM_PAGE_BYTES > maxHeapBytes) {
            overTheCap = true;
            throw new RangeError('over the memory cap');
          }
          return memory.grow(pages);
        },
      };
      done({ exports: { ...instance.exports, memory: capped } }, module);
    });
    return {};
  };
  // Emscripten hands `instantiateWasm` a callback taking the instance and its module; the
  // package's types name only the module.
  return PDFiumLibrary.init({ instantiateWasm: instantiateWasm as never });
}

const heapBytes = () => wasmMemory?.buffer.byteLength ?? 0;

async function answer(task: PdfPageTask): Promise<PdfPageAnswer> {
  let document: PdfDocument | undefined;
  try {
    library ??= cappedLibrary(task.maxMemoryMb);
    document = await (await library).loadDocument(task.bytes);
    const pages = document.getPageCount();
    if (pages < 1) return { none: 'the document has no page', heapBytes: heapBytes() };
    const page = document.getPage(0);
    const { originalWidth: width, originalHeight: height } = page.getOriginalSize();
    if (!(width > 0 && height > 0))
      return { none: 'the first page is empty', heapBytes: heapBytes() };
    if (task.job === 'check') return { pages, heapBytes: heapBytes() };
    if (Math.max(width, height) > task.maxPagePoints) {
      return {
        none: `the first page is larger than ${task.maxPagePoints} pt`,
        heapBytes: heapBytes(),
      };
    }
    const scale = task.longEdge / Math.max(width, height);
    const rendered = await page.render({
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
      scale: 1,
      renderFormFields: false,
    });
    return {
      width: rendered.width,
      height: rendered.height,
      data: rendered.data,
      heapBytes: heapBytes(),
    };
  } catch (error) {
    const none = overTheCap
      ? `the page needs more than the ${task.maxMemoryMb} MB a preview may take`
      : `PDFium cannot read it: ${String((error as Error | undefined)?.message ?? error)}`;
    return { none, heapBytes: heapBytes() };
  } finally {
    try {
      document?.destroy();
    } catch {
      // An aborted PDFium cannot free anything any more; the renderer ends this worker.
    }
  }
}

/**
 * The worker's task (see pdf-page-renderer.ts): opens a PDF with PDFium (WebAssembly), checks that
 * it has a first page or draws that page. A drawn page's pixels are handed over, not copied.
 */
export default async function pdfPageTask(task: PdfPageTask): Promise<unknown> {
  const result = await answer(task);
  if (!result.data) return result;
  return move({ [transferableSymbol]: result.data.buffer, [valueSymbol]: result });
}
