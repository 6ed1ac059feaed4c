/** Search engines show about this many characters of a description. */
export const DESCRIPTION_MAX_LENGTH = 160;

/** A text block's paragraphs (one per line, as the storefront shows them), blanks dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** Text cut to `max` characters at a word's end, with an ellipsis when something was left out. */
export function trimToLength(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const wordEnd = cut.lastIndexOf(' ');
  return `${(wordEnd > max / 2 ? cut.slice(0, wordEnd) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** A page's meta description from its text block: its paragraphs as one line, trimmed. */
export function describeText(text: string): string {
  return trimToLength(paragraphsOf(text).join(' '));
}
