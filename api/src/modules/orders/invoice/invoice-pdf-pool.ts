import { Piscina } from 'piscina';

import { workerTaskFile } from '../../../common/workers/worker-task-file.js';
import type { InvoiceInput } from './invoice-pdf.js';
import type { InvoiceTask, RenderedInvoice } from './invoice-pdf.worker.js';

/** Far longer than an invoice takes (tens of milliseconds); a render stuck this long is ended. */
const RENDER_TIMEOUT_MS = 60_000;
/** An idle render thread ends after this long, and starts again with the next invoice. */
const IDLE_THREAD_MS = 30_000;

/** Why an invoice could not be rendered. */
export class InvoiceRenderError extends Error {
  override name = 'InvoiceRenderError';
}

export interface RenderedInvoicePdf {
  pdf: Buffer;
  /** The thread that rendered it, never the calling one. */
  threadId: number;
}

/**
 * Renders invoices (pdfkit and the QR-bill, all CPU) in a worker thread, so the api's event
 * loop keeps answering requests while the confirmation mails attach invoices.
 *
 * At most one thread per process: the api runs as several replicas on few cores, and each
 * replica's main thread needs its core for requests, so more render threads would only compete
 * with them; invoices are not urgent (mails go out after a pause in orders, downloads are
 * rare), so they wait their turn instead. The thread starts with the first invoice and ends
 * after IDLE_THREAD_MS without one: a worker is a V8 instance of its own with pdfkit and its
 * fonts loaded (tens of MB), which an idle api should not hold.
 */
export class InvoicePdfPool {
  private readonly pool: Piscina<InvoiceTask, RenderedInvoice>;

  constructor() {
    this.pool = new Piscina({
      ...workerTaskFile(import.meta.url, './invoice-pdf.worker'),
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: IDLE_THREAD_MS,
    });
  }

  /** The invoice as a PDF document, rendered in the worker thread. */
  async render(input: InvoiceInput): Promise<RenderedInvoicePdf> {
    const task: InvoiceTask = {
      order: input.order,
      bookletNames: [...input.bookletNames],
      activationCodes: input.activationCodes,
      creditor: input.creditor,
      locale: input.locale,
    };
    const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
    let rendered: RenderedInvoice;
    try {
      rendered = await this.pool.run(task, { signal });
    } catch (error) {
      const reason = signal.aborted
        ? `it took longer than ${RENDER_TIMEOUT_MS / 1000} s`
        : String((error as Error | undefined)?.message ?? error);
      throw new InvoiceRenderError(
        `The invoice of order ${input.order.displayOrderId} could not be rendered: ${reason}`,
        { cause: error },
      );
    }
    const { pdf, threadId } = rendered;
    // The bytes were handed over from the worker; a Buffer over the same memory, not a copy.
    return { pdf: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), threadId };
  }

  /** Lets the invoices asked for finish, then ends the thread (at shutdown). */
  close(): Promise<void> {
    return this.pool.close();
  }
}
