import { textParagraphs } from '@gb/contracts';

/**
 * Each line of a text block becomes a paragraph (spec section 5); addresses and numbers link.
 * The dashboard's text-block preview draws the same paragraphs from the same rule.
 */
export function TextParagraphs({ text }: { text: string }) {
  return (
    <>
      {textParagraphs(text).map((paragraph, index) => (
        <p key={index}>
          {paragraph.map((piece, at) =>
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
