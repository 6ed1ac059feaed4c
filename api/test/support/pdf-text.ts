import { PDFiumLibrary } from '@hyzyla/pdfium';

/**
 * The text of each page of a PDF as PDFium reads it (the engine of Chrome's PDF viewer): what a
 * reader copies or searches, so a glyph printed from the wrong code shows as the wrong letter.
 */
export async function pdfPageTexts(pdf: Uint8Array): Promise<string[]> {
  const library = await PDFiumLibrary.init();
  try {
    const document = await library.loadDocument(pdf);
    try {
      return [...document.pages()].map((page) => page.getText());
    } finally {
      document.destroy();
    }
  } finally {
    library.destroy();
  }
}
