/** Each line of a text block becomes a paragraph (spec section 5). */
export function TextParagraphs({ text }: { text: string }) {
  const paragraphs = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}
