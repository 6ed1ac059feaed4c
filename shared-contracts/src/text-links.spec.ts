import { textParagraphs, textPieces } from './text-links.js';

describe(textPieces.name, () => {
  it('links e-mail addresses and Swiss phone numbers in a line', () => {
    expect(
      textPieces(
        'Schreiben Sie an info@gutscheinbuch.ch oder rufen Sie an: 062 823 45 67 (Mo–Fr).',
      ),
    ).toEqual([
      { kind: 'text', text: 'Schreiben Sie an ' },
      { kind: 'link', text: 'info@gutscheinbuch.ch', href: 'mailto:info@gutscheinbuch.ch' },
      { kind: 'text', text: ' oder rufen Sie an: ' },
      { kind: 'link', text: '062 823 45 67', href: 'tel:+41628234567' },
      { kind: 'text', text: ' (Mo–Fr).' },
    ]);
  });

  it('keeps international numbers and leaves other numbers as text', () => {
    expect(textPieces('+41 62 823 45 67')).toEqual([
      { kind: 'link', text: '+41 62 823 45 67', href: 'tel:+41628234567' },
    ]);
    expect(textPieces('5000 Aarau, UID CHE-123.456.789')).toEqual([
      { kind: 'text', text: '5000 Aarau, UID CHE-123.456.789' },
    ]);
  });
});

describe(textParagraphs.name, () => {
  it('makes each non-empty line a paragraph of pieces', () => {
    expect(textParagraphs('Erste Zeile\r\n\n  \nMail: a@b.ch')).toEqual([
      [{ kind: 'text', text: 'Erste Zeile' }],
      [
        { kind: 'text', text: 'Mail: ' },
        { kind: 'link', text: 'a@b.ch', href: 'mailto:a@b.ch' },
      ],
    ]);
  });
});
