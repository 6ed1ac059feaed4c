import { formatDate, formatMoney, type Locale, type Order as OrderDto } from '@gb/contracts';
import PDFDocument from 'pdfkit';
import { SwissQRBill } from 'swissqrbill/pdf';

import { translatorFor } from '../../../common/i18n/api-i18n.js';
import type { CreditorConfig } from '../../../config/app-config.js';
import { INVOICE_FONT, INVOICE_FONT_BOLD, registerInvoiceFonts } from './invoice-fonts.js';
import { qrBillData } from './qr-bill-data.js';

export interface InvoiceInput {
  order: OrderDto;
  /** Booklet names by id, e.g. "Aarau-Baden 2027". */
  bookletNames: ReadonlyMap<number, string>;
  /** The activation codes of the order's copies, per booklet (none for an older order). */
  activationCodes?: readonly { bookletId: number; codes: readonly string[] }[];
  creditor: CreditorConfig;
  locale: Locale;
}

const MARGIN = 50;
const COLUMNS = [MARGIN, 280, 350, 440] as const;
const RIGHT_EDGE = 545;
const CODES_PER_ROW = 4;
const CODE_COLUMN_WIDTH = (RIGHT_EDGE - MARGIN) / CODES_PER_ROW;
/** The portal's primary colour, for the demo's sample mark. */
const SAMPLE_COLOUR = '#d70023';

/** Renders the invoice of an order with the Swiss QR-bill for its total at the foot of the page. */
export function renderInvoicePdf(input: InvoiceInput): Promise<Buffer> {
  const { order, creditor, locale } = input;
  const t = translatorFor(locale);
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN });
  registerInvoiceFonts(pdf);
  pdf.font(INVOICE_FONT);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.fontSize(10).text(creditor.name).text(creditor.address);
  pdf.text(`${creditor.zip} ${creditor.city}`).moveDown(2);
  for (const line of billingLines(order)) pdf.text(line, 330);
  pdf.moveDown(2);
  if (creditor.sample) {
    pdf.fillColor(SAMPLE_COLOUR).font(INVOICE_FONT_BOLD).fontSize(16);
    pdf.text(t('invoice.sample'), MARGIN).fillColor('black').font(INVOICE_FONT).moveDown(0.5);
  }
  pdf.fontSize(16).text(t('invoice.title', { displayOrderId: order.displayOrderId }), MARGIN);
  pdf.fontSize(10).text(t('invoice.orderDate', { date: formatDate(order.orderDateTime, locale) }));
  pdf.moveDown();

  const row = (cells: [string, string, string, string], bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? INVOICE_FONT_BOLD : INVOICE_FONT);
    pdf.text(cells[0], COLUMNS[0], y, { width: COLUMNS[1] - COLUMNS[0] - 10 });
    cells.slice(1).forEach((cell, index) => {
      const x = COLUMNS[index + 1]!;
      pdf.text(cell, x, y, { width: (COLUMNS[index + 2] ?? RIGHT_EDGE) - x, align: 'right' });
    });
    pdf.moveDown(0.4);
  };
  row(
    [t('invoice.booklet'), t('invoice.quantity'), t('invoice.unitPrice'), t('invoice.amount')],
    true,
  );
  for (const line of order.orderLines) {
    row([
      input.bookletNames.get(line.bookletId) ?? String(line.bookletId),
      String(line.quantity),
      formatMoney(line.unitPrice, locale),
      formatMoney(line.price, locale),
    ]);
  }
  if (order.postage > 0) row([t('invoice.postage'), '', '', formatMoney(order.postage, locale)]);
  row([t('invoice.total'), '', '', formatMoney(order.total, locale)], true);
  pdf.font(INVOICE_FONT).moveDown();
  for (const vatPercent of new Set(order.orderLines.map((line) => line.vatPercent))) {
    if (vatPercent > 0) pdf.text(t('invoice.vatIncluded', { vatPercent }), MARGIN);
  }
  pdf.text(t('invoice.paymentTerms'), MARGIN);
  activationCodeList(pdf, input);

  const paymentMessage = t('invoice.paymentMessage', { displayOrderId: order.displayOrderId });
  new SwissQRBill(
    qrBillData(
      order,
      creditor,
      creditor.sample ? `${t('invoice.sample')}: ${paymentMessage}` : paymentMessage,
    ),
    {
      language: locale === 'en-US' ? 'EN' : 'DE',
      fontName: INVOICE_FONT,
    },
  ).attachTo(pdf);
  pdf.end();
  return done;
}

/** The codes under the invoice's lines, four to a row, each booklet's under its name. */
function activationCodeList(pdf: PDFKit.PDFDocument, input: InvoiceInput): void {
  const booklets = input.activationCodes ?? [];
  if (booklets.length === 0) return;
  const t = translatorFor(input.locale);
  pdf.moveDown().font(INVOICE_FONT_BOLD).text(t('invoice.activationCodes'), MARGIN);
  for (const { bookletId, codes } of booklets) {
    pdf.font(INVOICE_FONT_BOLD).moveDown(0.3);
    pdf.text(input.bookletNames.get(bookletId) ?? String(bookletId), MARGIN);
    pdf.font(INVOICE_FONT);
    for (let start = 0; start < codes.length; start += CODES_PER_ROW) {
      if (pdf.y + pdf.currentLineHeight(true) > pdf.page.height - MARGIN) pdf.addPage();
      const y = pdf.y;
      codes.slice(start, start + CODES_PER_ROW).forEach((code, index) => {
        pdf.text(code, MARGIN + index * CODE_COLUMN_WIDTH, y, { lineBreak: false });
      });
      pdf.text('', MARGIN, y).moveDown(0.2);
    }
  }
}

function billingLines(order: OrderDto): string[] {
  const address = order.billingAddress;
  const name = [address.salutation, address.firstname, address.lastname].filter(Boolean).join(' ');
  return [address.company, name, address.street, `${address.zip} ${address.city}`].filter(
    (line) => line.trim() !== '',
  );
}
