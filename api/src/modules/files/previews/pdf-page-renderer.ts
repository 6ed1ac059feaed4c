import { Piscina } from 'piscina';

import { workerTaskFile } from '../../../common/workers/worker-task-file.js';
import type { PdfPageAnswer, PdfPageTask } from './pdf-page.worker.js';

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

type Job = PdfPageTask['job'];

const MB = 1024 * 1024;
/** The JavaScript heap of the worker: it holds one upload and one drawn page at a time. */
const WORKER_HEAP_MB = 96;

/**
 * Opens PDF (and PDF-compatible Illustrator) files with PDFium compiled to WebAssembly, in one
 * worker thread (a Piscina pool of one), one document at a time: it checks that an upload is a PDF
 * with a page, and draws the first page. A hostile file can hold neither the api's event loop nor
 * its memory: a page that takes longer than the time cap is aborted (Piscina ends its worker),
 * PDFium's memory is capped, and after a failed or heavy document the pool is ended, so its
 * memory goes back to the system (a new worker starts for the next document).
 */
export class PdfPageRenderer {
  private pool: Piscina<PdfPageTask, PdfPageAnswer> | undefined;
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
    await this.endPool();
  }

  /** One document at a time, each with its whole time cap once it starts. */
  private enqueue(job: Job, bytes: Buffer): Promise<PdfPageAnswer> {
    const run = this.queue.then(() => this.runNow(job, bytes));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async runNow(job: Job, bytes: Buffer): Promise<PdfPageAnswer> {
    this.pool ??= new Piscina<PdfPageTask, PdfPageAnswer>({
      ...workerTaskFile(import.meta.url, './pdf-page.worker'),
      minThreads: 0,
      maxThreads: 1,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    // A copy, handed over whole: the caller's buffer may be a slice of a larger one.
    const copy = new Uint8Array(bytes);
    const task: PdfPageTask = {
      job,
      bytes: copy,
      longEdge: this.options.longEdge,
      maxPagePoints: this.options.maxPagePoints,
      maxMemoryMb: this.options.maxMemoryMb,
    };
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let answer: PdfPageAnswer;
    try {
      answer = await this.pool.run(task, { signal, transferList: [copy.buffer] });
    } catch (error) {
      await this.endPool();
      throw new NoPageImage(
        signal.aborted
          ? `the page took longer than ${this.options.timeoutMs} ms`
          : `the renderer failed: ${String((error as Error | undefined)?.message ?? error)}`,
      );
    }
    const heavy = answer.heapBytes > this.options.heavyMemoryMb * MB;
    if (answer.none !== undefined || heavy) await this.endPool();
    const complete = job === 'check' ? answer.pages !== undefined : answer.data !== undefined;
    if (!complete) throw new NoPageImage(answer.none ?? 'no page was drawn');
    return answer;
  }

  private async endPool(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}
