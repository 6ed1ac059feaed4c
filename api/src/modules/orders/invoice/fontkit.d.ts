// fontkit (pdfkit's font engine) ships no types; the invoice needs only to parse a font once.
declare module 'fontkit' {
  /** A parsed font; pdfkit embeds one it is handed as it is (its `layout` marks it as one). */
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
