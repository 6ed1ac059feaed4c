import { threadId } from 'node:worker_threads';

import { move, transferableSymbol, valueSymbol } from 'piscina';

import { renderInvoicePdf, type InvoiceInput } from './invoice-pdf.js';

/** An invoice to render, as plain data that crosses into the worker thread. */
export interface InvoiceTask extends Omit<InvoiceInput, 'bookletNames'> {
  /** Booklet names by id, as the entries of a map. */
  bookletNames: [number, string][];
}

export interface RenderedInvoice {
  pdf: Uint8Array;
  /** The thread that rendered it (0 is a process's main thread). */
  threadId: number;
}

/** The worker's task (see invoice-pdf-pool.ts): renders one invoice. */
export default async function renderInvoiceTask(task: InvoiceTask): Promise<unknown> {
  const rendered = await renderInvoicePdf({ ...task, bookletNames: new Map(task.bookletNames) });
  // Handed over, not copied: the bytes' own memory moves to the calling thread. A buffer that
  // shares its memory with others (Node's pool of small buffers) is copied once first.
  const ownsItsMemory =
    rendered.byteOffset === 0 && rendered.byteLength === rendered.buffer.byteLength;
  const pdf = ownsItsMemory
    ? new Uint8Array(rendered.buffer, 0, rendered.byteLength)
    : new Uint8Array(rendered);
  const answer: RenderedInvoice = { pdf, threadId };
  return move({ [transferableSymbol]: pdf.buffer, [valueSymbol]: answer });
}
