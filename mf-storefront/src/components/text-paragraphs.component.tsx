import { textPieces } from './text-links';

/** Each line of a text block becomes a paragraph (spec section 5); addresses and numbers link. */
export function TextParagraphs({ text }: { text: string }) {
  const paragraphs = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          {textPieces(paragraph).map((piece, at) =>
            piece.kind === 'link' ? (
              <a key={at} href={piece.href}>
                {piece.text}
              </a>
            ) : (
              piece.text
            ),
          )}
        </p>
      ))}
    </>
  );
}
