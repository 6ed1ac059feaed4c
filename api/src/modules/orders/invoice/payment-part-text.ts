/**
 * The texts of a QR-bill's payment part as the Swiss Implementation Guidelines QR-bill (v2.3,
 * 4.1.1) allow them: Basic Latin, Latin-1 Supplement, Latin Extended-A, Ș ș Ț ț and €. A bank's
 * scanner may refuse a code with any other character, so what the order form took is mapped to
 * the nearest allowed text here, and only here: the invoice above prints what the buyer wrote.
 */
const ALLOWED = /^[\u0020-\u007e\u00a0-\u017f\u0218-\u021b\u20ac]$/u;

/** Typographic punctuation that has a plain counterpart in the allowed set. */
const PLAIN_PUNCTUATION: Readonly<Record<string, string>> = {
  '\u2018': "'", // ‘
  '\u2019': "'", // ’
  '\u201a': "'", // ‚
  '\u201b': "'", // ‛
  '\u2032': "'", // ′
  '\u201c': '"', // “
  '\u201d': '"', // ”
  '\u201e': '"', // „
  '\u201f': '"', // ‟
  '\u2033': '"', // ″
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '-', // figure dash
  '\u2013': '-', // –
  '\u2014': '-', // —
  '\u2015': '-', // horizontal bar
  '\u2212': '-', // minus sign
  '\u2026': '...', // …
};

/** Whitespace and line breaks of any kind (TAB, CR LF, the typographic spaces) are one blank. */
const BLANK = /[\s\p{Z}]/u;

export function isPaymentPartCharacter(character: string): boolean {
  return ALLOWED.test(character);
}

const isAllowedText = (text: string) => text !== '' && [...text].every(isPaymentPartCharacter);

/** One character as allowed text, or '' when nothing near it is allowed (emoji, symbols, marks). */
function mapCharacter(character: string): string {
  if (isPaymentPartCharacter(character)) return character;
  if (BLANK.test(character)) return ' ';
  const punctuation = PLAIN_PUNCTUATION[character];
  if (punctuation) return punctuation;
  // Ligatures and full-width forms spelt out ("ﬁ" → "fi").
  const compatible = character.normalize('NFKC');
  if (isAllowedText(compatible)) return compatible;
  // A letter with marks beyond the set keeps as many of its marks as an allowed letter has,
  // in their order ("ễ" → "ê", "ạ" → "a").
  const [base = '', ...marks] = [...character.normalize('NFD')];
  for (let kept = marks.length - 1; kept >= 0; kept--) {
    const letter = (base + marks.slice(0, kept).join('')).normalize('NFC');
    if (isAllowedText(letter)) return letter;
  }
  return '';
}

/** The text in the payment part's character set, blanks collapsed, trimmed. */
export function paymentPartText(text: string): string {
  return [...text.normalize('NFC')].map(mapCharacter).join('').replace(/ {2,}/g, ' ').trim();
}

/**
 * The text shortened to the field's length after its last whole word (words end at a blank or a
 * hyphen); a single word longer than the field is cut. No blank or hyphen is left at its end.
 */
export function shortenAtWord(text: string, maxLength: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= maxLength) return trimmed;
  const head = trimmed.slice(0, maxLength + 1);
  const boundary = Math.max(head.lastIndexOf(' '), head.lastIndexOf('-'));
  const shortened = boundary > 0 ? trimmed.slice(0, boundary) : trimmed.slice(0, maxLength);
  return shortened.replace(/[\s-]+$/, '') || shortened;
}

export interface StreetAndNumber {
  street: string;
  /** The house number, when the street line names one at its end or its start. */
  buildingNumber?: string;
}

/** The house number field of a structured address (type S) holds at most 16 characters. */
const BUILDING_NUMBER_MAX_LENGTH = 16;
const NUMBER = String.raw`\d+ ?[A-Za-z]?(?: ?[-/] ?\d+ ?[A-Za-z]?)?`;
/** "Bahnhofstrasse 5", "Route de Genève 12b", "Hauptstr. 12-14". */
const NUMBER_LAST = new RegExp(String.raw`^(.*?[^\s,])[\s,]+(${NUMBER})$`);
/** "12, rue de la Paix", "7 Avenue du Léman". */
const NUMBER_FIRST = new RegExp(String.raw`^(${NUMBER})[\s,]+(\D.*)$`);

/** The street line as the structured address's street and house number. */
export function splitBuildingNumber(line: string): StreetAndNumber {
  const text = line.trim();
  const last = NUMBER_LAST.exec(text);
  const first = last ? undefined : NUMBER_FIRST.exec(text);
  const [street, buildingNumber] = last
    ? [last[1]!, last[2]!]
    : first
      ? [first[2]!, first[1]!]
      : [text, undefined];
  if (!buildingNumber || buildingNumber.length > BUILDING_NUMBER_MAX_LENGTH)
    return { street: text };
  return { street: street.trim(), buildingNumber };
}
