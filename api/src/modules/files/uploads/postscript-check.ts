/** The binary header of a DOS EPS file (PostScript with a preview). */
const DOS_EPS_HEADER = Buffer.from([0xc5, 0xd0, 0xd3, 0xc6]);
const DOS_EPS_HEADER_BYTES = 30;
/** How much of the PostScript is read token by token (its prolog; data may follow). */
const LEXED_WINDOW_BYTES = 512 * 1024;
/** DSC comments after which binary data may follow. */
const DATA_FOLLOWS = /^%%(BeginData|BeginBinary|BeginPhotoshop)/;
const BOUNDING_BOX = /^%%(HiRes)?BoundingBox:\s*-?[\d.]+\s+-?[\d.]+\s+-?[\d.]+\s+-?[\d.]+\s*$/m;

/** Whether the bytes start as PostScript does (a DOS EPS binary header, or `%!PS`). */
export function looksLikePostScript(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, 4).equals(DOS_EPS_HEADER) ||
    bytes.subarray(0, 4).toString('latin1') === '%!PS'
  );
}

/** The PostScript section of the file: all of it, or the part a DOS EPS header points to. */
function postScriptSection(bytes: Buffer): Buffer | undefined {
  if (!bytes.subarray(0, 4).equals(DOS_EPS_HEADER)) return bytes;
  if (bytes.length < DOS_EPS_HEADER_BYTES) return undefined;
  const start = bytes.readUInt32LE(4);
  const length = bytes.readUInt32LE(8);
  if (start < DOS_EPS_HEADER_BYTES || length === 0 || start + length > bytes.length) {
    return undefined;
  }
  return bytes.subarray(start, start + length);
}

/**
 * Whether the text reads as PostScript tokens: comments, numbers and names, (strings), <hex>,
 * <~ASCII85~>, procedures, arrays and dictionaries, in printable ASCII. HTML does not: `<html>`
 * or `<script>` is no hex string. Stops at `currentfile` or a DSC data section, after which the
 * program reads raw data.
 */
function isPostScriptText(text: string): boolean {
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (/\s/.test(char)) at += 1;
    else if (char === '%') {
      const end = text.slice(at).search(/[\r\n]/);
      const line = end < 0 ? text.slice(at) : text.slice(at, at + end);
      if (DATA_FOLLOWS.test(line)) return true;
      at = end < 0 ? text.length : at + end;
    } else if (char === '(') {
      let depth = 0;
      for (; at < text.length; at += 1) {
        if (text[at] === '\\') at += 1;
        else if (text[at] === '(') depth += 1;
        else if (text[at] === ')' && --depth === 0) break;
      }
      if (depth !== 0) return false;
      at += 1;
    } else if (text.startsWith('<<', at) || text.startsWith('>>', at)) at += 2;
    else if (text.startsWith('<~', at)) {
      const end = text.indexOf('~>', at + 2);
      if (end < 0) return false;
      at = end + 2;
    } else if (char === '<') {
      const end = text.indexOf('>', at + 1);
      if (end < 0 || !/^[\da-fA-F\s]*$/.test(text.slice(at + 1, end))) return false;
      at = end + 1;
    } else if ('[]{}'.includes(char)) at += 1;
    else if ('>)'.includes(char) || char < ' ' || char > '~') return false;
    else {
      const token = /^\/{0,2}[^\s()<>[\]{}/%]*/.exec(text.slice(at, at + 256))![0];
      if (token === 'currentfile') return true;
      at += Math.max(1, token.length);
    }
  }
  return true;
}

/**
 * An EPS file, or an Illustrator file saved as PostScript: a DSC header `%!PS-Adobe-n.n EPSF`
 * (or an Illustrator creator) with its bounding box, PostScript tokens after it, and `%%EOF` at
 * the end; in a DOS EPS file, its PostScript section is checked so.
 */
export function isPostScriptLogo(bytes: Buffer): boolean {
  const section = postScriptSection(bytes);
  if (!section) return false;
  const text = section.subarray(0, LEXED_WINDOW_BYTES).toString('latin1');
  const firstLine = text.split(/\r\n|\r|\n/, 1)[0] ?? '';
  const firstCode = text.search(/^[^%\s]/m);
  const header = firstCode < 0 ? text : text.slice(0, firstCode);
  const tail = section.subarray(Math.max(0, section.length - 2048)).toString('latin1');
  return (
    /^%!PS-Adobe-\d\.\d/.test(firstLine) &&
    (firstLine.includes('EPSF') || header.includes('Illustrator')) &&
    // `%%BoundingBox: (atend)` names it in the trailer.
    BOUNDING_BOX.test(header + tail) &&
    tail.includes('%%EOF') &&
    isPostScriptText(text)
  );
}
