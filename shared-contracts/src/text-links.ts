/** A piece of a text block's line: plain text, or an e-mail address or phone number to link. */
export type TextPiece =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
// Swiss numbers as written: 062 823 45 67, 0628234567, +41 62 823 45 67.
const PHONE = /(?:\+41|0)\s?\d{2}(?:\s?\d){7}/;
const LINKABLE = new RegExp(`${EMAIL.source}|${PHONE.source}`, 'g');

function hrefOf(found: string): string {
  if (EMAIL.test(found)) return `mailto:${found}`;
  const digits = found.replace(/\s/g, '');
  return `tel:${digits.startsWith('0') ? `+41${digits.slice(1)}` : digits}`;
}

/** Splits a line so its e-mail addresses and phone numbers become mailto: and tel: links. */
export function textPieces(line: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let from = 0;
  for (const match of line.matchAll(LINKABLE)) {
    if (match.index > from) pieces.push({ kind: 'text', text: line.slice(from, match.index) });
    pieces.push({ kind: 'link', text: match[0], href: hrefOf(match[0]) });
    from = match.index + match[0].length;
  }
  if (from < line.length) pieces.push({ kind: 'text', text: line.slice(from) });
  return pieces;
}

/**
 * A text block as the public pages show it (spec section 5): each non-empty line a paragraph,
 * its e-mail addresses and phone numbers links.
 */
export function textParagraphs(text: string): TextPiece[][] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map(textPieces);
}
