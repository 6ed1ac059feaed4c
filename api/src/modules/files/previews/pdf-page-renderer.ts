import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

import { PDF_PAGE_WORKER_SOURCE } from './pdf-page-worker-source.js';

/** A page drawn as raw RGBA pixels. */
export interface RenderedPage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Why a document could not be opened or its page not drawn (said in the log, never to the client). */
export class NoPageImage extends Error {}

export interface PdfPageRendererOptions {
  /** The long edge of the drawn page, in pixels. */
  longEdge: number;
  /** A first page larger than this (points, 1/72 inch) is not drawn. */
  maxPagePoints: number;
  /** How long one page may take before its worker is ended. */
  timeoutMs: number;
  /** The most memory PDFium may take for one document; a page that needs more is not drawn. */
  maxMemoryMb: number;
  /** After a document that made PDFium's memory grow past this, the worker is ended (it never shrinks). */
  heavyMemoryMb: number;
}

interface WorkerAnswer {
  width?: number;
  height?: number;
  data?: Uint8Array;
  pages?: number;
  none?: string;
  /** How large PDFium's memory has grown. */
  heapBytes?: number;
}

type Job = 'check' | 'render';

const require = createRequire(import.meta.url);
const MB = 1024 * 1024;
/** The JavaScript heap of the worker: it holds one upload and one drawn page at a time. */
const WORKER_HEAP_MB = 96;

/**
 * Opens PDF (and PDF-compatible Illustrator) files with PDFium compiled to WebAssembly, in one
 * worker thread, one document at a time: it checks that an upload is a PDF with a page, and draws
 * the first page. A hostile file can hold neither the api's event loop nor its memory: a page
 * that takes longer than the time cap ends the worker, PDFium's memory is capped, and after a
 * failed or heavy document the worker is ended, so its memory goes back to the system (a new
 * worker starts for the next document).
 */
export class PdfPageRenderer {
  private worker: Worker | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: PdfPageRendererOptions) {}

  /** The first page, fitted into the long edge; NoPageImage when there is none to draw. */
  async render(bytes: Buffer): Promise<RenderedPage> {
    const answer = await this.enqueue('render', bytes);
    return { width: answer.width!, height: answer.height!, data: answer.data! };
  }

  /** The page count of a document PDFium opens with a first page; NoPageImage otherwise. */
  async pageCount(bytes: Buffer): Promise<number> {
    return (await this.enqueue('check', bytes)).pages!;
  }

  /** Ends the worker (at shutdown). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private enqueue(job: Job, bytes: Buffer): Promise<WorkerAnswer> {
    const run = this.queue.then(() => this.runNow(job, bytes));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private runNow(job: Job, bytes: Buffer): Promise<WorkerAnswer> {
    const worker = this.startedWorker();
    return new Promise<WorkerAnswer>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const end = () => {
        if (this.worker === worker) this.worker = undefined;
        void worker.terminate();
      };
      const fail = (reason: string) => {
        done();
        end();
        reject(new NoPageImage(reason));
      };
      const onMessage = (answer: WorkerAnswer) => {
        done();
        const heavy = (answer.heapBytes ?? 0) > this.options.heavyMemoryMb * MB;
        if (answer.none !== undefined || heavy) end();
        const complete = job === 'check' ? answer.pages !== undefined : answer.data !== undefined;
        if (complete) resolve(answer);
        else reject(new NoPageImage(answer.none ?? 'no page was drawn'));
      };
      const onError = (error: Error) => fail(`the renderer failed: ${error.message}`);
      const onExit = () => fail('the renderer stopped');
      const timer = setTimeout(
        () => fail(`the page took longer than ${this.options.timeoutMs} ms`),
        this.options.timeoutMs,
      );
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      // A copy, handed over whole: the caller's buffer may be a slice of a larger one.
      const copy = new Uint8Array(bytes);
      worker.postMessage(
        {
          job,
          bytes: copy,
          longEdge: this.options.longEdge,
          maxPagePoints: this.options.maxPagePoints,
        },
        [copy.buffer],
      );
    });
  }

  private startedWorker(): Worker {
    if (!this.worker) {
      this.worker = new Worker(PDF_PAGE_WORKER_SOURCE, {
        eval: true,
        workerData: {
          pdfiumPath: require.resolve('@hyzyla/pdfium'),
          maxMemoryMb: this.options.maxMemoryMb,
        },
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      });
      // An idle renderer never keeps the process alive.
      this.worker.unref();
    }
    return this.worker;
  }
}
