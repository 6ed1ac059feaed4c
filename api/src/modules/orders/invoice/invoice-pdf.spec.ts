import { threadId } from 'node:worker_threads';

import { jest } from '@jest/globals';
import PDFDocument from 'pdfkit';

import { CREDITOR, invoiceOrder } from '../../../../test/support/invoice-order.fixture.js';
import { pdfPageTexts } from '../../../../test/support/pdf-text.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { InvoicePdfPool, InvoiceRenderError } from './invoice-pdf-pool.js';

const order = invoiceOrder();

describe('invoice', () => {
  it.each([
    ['de-CH', ['Rechnung 2027-00042', 'Porto und Verpackung', 'Aarau-Baden 2027']],
    ['en-US', ['Invoice 2027-00042', 'Postage and packaging', 'Aarau-Baden 2027']],
  ] as const)('renders a PDF document with the wording of %s', async (locale, expected) => {
    const written = jest.spyOn(PDFDocument.prototype, 'text');
    try {
      const pdf = await renderInvoicePdf({
        order,
        bookletNames: new Map([[1, 'Aarau-Baden 2027']]),
        creditor: CREDITOR,
        locale,
      });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const texts = written.mock.calls.map(([text]) => String(text));
      for (const text of expected) expect(texts).toContain(text);
    } finally {
      written.mockRestore();
    }
  });

  it('prints names beyond WinAnsi as written, on the invoice, the receipt and the payment part', async () => {
    const pdf = await renderInvoicePdf({
      order: invoiceOrder({
        salutation: 'Herr',
        firstname: 'Jiří',
        lastname: 'Dvořák-Łukasiewicz',
        street: 'Şehitler Caddesi 3',
        city: 'Zürich',
      }),
      bookletNames: new Map([[1, 'Aarau-Baden 2027']]),
      creditor: CREDITOR,
      locale: 'de-CH',
    });
    const [text] = await pdfPageTexts(pdf);
    expect(text).toContain('Herr Jiří Dvořák-Łukasiewicz');
    expect(text!.match(/^Jiří Dvořák-Łukasiewicz$/gm)).toHaveLength(2);
    expect(text).toContain('Şehitler Caddesi 3');
    expect(text).toContain('Rechnung 2027-00042');
  });
});

describe('an invoice to the sample creditor', () => {
  it.each([
    ['de-CH', 'Muster – nicht bezahlen', 'Muster - nicht bezahlen: Bestellung 2027-00042'],
    ['en-US', 'Sample – do not pay', 'Sample - do not pay: Order 2027-00042'],
  ] as const)(
    'says in %s that it is a sample, above the invoice and in the payment part',
    async (locale, mark, paymentMessage) => {
      const render = (sample: boolean) =>
        renderInvoicePdf({
          order,
          bookletNames: new Map(),
          creditor: { ...CREDITOR, sample },
          locale,
        }).then(pdfPageTexts);
      const [text] = await render(true);
      expect(text).toMatch(new RegExp(`^${mark}$`, 'm'));
      // In the payment part's additional information too, as the QR code holds it.
      expect(text!.match(new RegExp(`^${paymentMessage}$`, 'gm'))).toHaveLength(1);
      const [billed] = await render(false);
      expect(billed).not.toContain(mark);
    },
  );
});

describe('invoice rendering in a worker thread', () => {
  // The first invoice starts the thread (and, from the sources, compiles its modules).
  const STARTUP_MS = 60_000;
  let pool: InvoicePdfPool;

  beforeAll(() => {
    pool = new InvoicePdfPool();
  });

  afterAll(() => pool.close());

  it(
    'renders the invoice in another thread and hands the PDF back',
    async () => {
      const rendered = await pool.render({
        order,
        bookletNames: new Map([[1, 'Aarau-Baden 2027']]),
        creditor: CREDITOR,
        locale: 'de-CH',
      });
      expect(rendered.threadId).not.toBe(0);
      expect(rendered.threadId).not.toBe(threadId);
      expect(Buffer.isBuffer(rendered.pdf)).toBe(true);
      expect(rendered.pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const [text] = await pdfPageTexts(rendered.pdf);
      expect(text).toContain('Rechnung 2027-00042');
      expect(text).toContain('Aarau-Baden 2027');
    },
    STARTUP_MS,
  );

  it(
    'renders the wording of the locale asked for',
    async () => {
      const rendered = await pool.render({
        order,
        bookletNames: new Map(),
        creditor: CREDITOR,
        locale: 'en-US',
      });
      const [text] = await pdfPageTexts(rendered.pdf);
      expect(text).toContain('Invoice 2027-00042');
      // A booklet without a name is named by its id.
      expect(text).toMatch(/^1 2 CHF 35\.00 CHF 70\.00$/m);
    },
    STARTUP_MS,
  );

  it(
    'rejects with the reason when the worker cannot render the invoice',
    async () => {
      const rendering = pool.render({
        order,
        bookletNames: new Map(),
        creditor: { ...CREDITOR, iban: 'DE89370400440532013000' },
        locale: 'de-CH',
      });
      await expect(rendering).rejects.toThrow(InvoiceRenderError);
      await expect(rendering).rejects.toThrow(
        /^The invoice of order 2027-00042 could not be rendered: .*IBAN/,
      );
    },
    STARTUP_MS,
  );
});
