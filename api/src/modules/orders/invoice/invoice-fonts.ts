import { readFileSync } from 'node:fs';

import { create, type Font } from 'fontkit';

/**
 * Liberation Sans, one of the fonts the Swiss Implementation Guidelines allow for the payment
 * part, embedded in every invoice: it covers Latin Extended-A and more, so a name prints as the
 * buyer wrote it and as the QR code holds it, where the PDF's built-in Helvetica (WinAnsi only)
 * prints other letters as garbage. The files ship with the api (api/fonts, SIL Open Font License).
 */
export const INVOICE_FONT = 'Liberation Sans';
export const INVOICE_FONT_BOLD = `${INVOICE_FONT}-Bold`;

// api/src/modules/orders/invoice and api/dist/modules/orders/invoice alike: four levels below api.
const FONT_FOLDER = new URL('../../../../fonts/', import.meta.url);

let fonts: { regular: Font; bold: Font } | undefined;

const parse = (file: string) => create(readFileSync(new URL(file, FONT_FOLDER)));

/** Registers the invoice's fonts in a document, under the names swissqrbill asks for. */
export function registerInvoiceFonts(pdf: PDFKit.PDFDocument): void {
  // Parsed once per thread and handed to each document parsed (pdfkit takes a fontkit font as it
  // is; its types name only files): parsing them took two thirds of an invoice's CPU. Each document
  // still embeds only the glyphs it prints.
  fonts ??= {
    regular: parse('LiberationSans-Regular.ttf'),
    bold: parse('LiberationSans-Bold.ttf'),
  };
  pdf.registerFont(INVOICE_FONT, fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
  pdf.registerFont(INVOICE_FONT_BOLD, fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);
}
