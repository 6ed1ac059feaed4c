import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

import { PDF_PAGE_WORKER_SOURCE } from './pdf-page-worker-source.js';

/** A page drawn as raw RGBA pixels. */
export interface RenderedPage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Why a page could not be drawn (said in the log, never to the client). */
export class NoPageImage extends Error {}

export interface PdfPageRendererOptions {
  /** The long edge of the drawn page, in pixels. */
  longEdge: number;
  /** A first page larger than this (points, 1/72 inch) is not drawn. */
  maxPagePoints: number;
  /** How long one page may take before its worker is ended. */
  timeoutMs: number;
}

interface WorkerAnswer {
  width?: number;
  height?: number;
  data?: Uint8Array;
  none?: string;
}

const require = createRequire(import.meta.url);

/**
 * Draws the first page of PDF (and PDF-compatible Illustrator) files with PDFium compiled to
 * WebAssembly, in one worker thread: one page at a time, and a page that takes longer than the
 * time cap ends the worker (a new one starts for the next page), so a hostile file can hold
 * neither the api's event loop nor its memory for long.
 */
export class PdfPageRenderer {
  private worker: Worker | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: PdfPageRendererOptions) {}

  /** The first page, fitted into the long edge; NoPageImage when there is none to draw. */
  render(bytes: Buffer): Promise<RenderedPage> {
    const job = this.queue.then(() => this.renderNow(bytes));
    this.queue = job.catch(() => undefined);
    return job;
  }

  /** Ends the worker (at shutdown). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private renderNow(bytes: Buffer): Promise<RenderedPage> {
    const worker = this.startedWorker();
    return new Promise<RenderedPage>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const fail = (reason: string) => {
        done();
        if (this.worker === worker) this.worker = undefined;
        void worker.terminate();
        reject(new NoPageImage(reason));
      };
      const onMessage = (answer: WorkerAnswer) => {
        done();
        if (answer.data && answer.width && answer.height) {
          resolve({ width: answer.width, height: answer.height, data: answer.data });
        } else {
          reject(new NoPageImage(answer.none ?? 'no page was drawn'));
        }
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
        workerData: { pdfiumPath: require.resolve('@hyzyla/pdfium') },
      });
      // An idle renderer never keeps the process alive.
      this.worker.unref();
    }
    return this.worker;
  }
}
