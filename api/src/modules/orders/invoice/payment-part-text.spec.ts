import {
  isPaymentPartCharacter,
  paymentPartText,
  shortenAtWord,
  splitBuildingNumber,
} from './payment-part-text.js';

/** The characters the Swiss Implementation Guidelines QR-bill (v2.3, 4.1.1) allow. */
function allowedCharacters(): string[] {
  const ranges: [number, number][] = [
    [0x20, 0x7e], // Basic Latin
    [0xa0, 0xff], // Latin-1 Supplement
    [0x100, 0x17f], // Latin Extended-A
    [0x218, 0x21b], // Ș ș Ț ț
    [0x20ac, 0x20ac], // €
  ];
  return ranges.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)),
  );
}

describe(paymentPartText.name, () => {
  it('passes every character the guidelines allow unchanged', () => {
    const allowed = allowedCharacters();
    expect(allowed).toHaveLength(95 + 96 + 128 + 4 + 1);
    for (const character of allowed) {
      expect(isPaymentPartCharacter(character)).toBe(true);
      // A space alone is blank, so each character stands between two letters.
      expect(paymentPartText(`a${character}b`)).toBe(`a${character}b`);
    }
  });

  it('refuses characters outside the set', () => {
    for (const character of ['\t', '\n', '\u2019', '\u2013', '\u1ec5', '\u{1f389}', '\u0301']) {
      expect(isPaymentPartCharacter(character)).toBe(false);
    }
  });

  it.each([
    ['typographic apostrophe', 'O\u2019Brien', "O'Brien"],
    [
      'typographic quotes',
      '\u201eZum L\u00f6wen\u201c \u2018alt\u2019',
      '"Zum L\u00f6wen" \'alt\'',
    ],
    ['en and em dashes', 'M\u00fcller\u2013Meier \u2014 Bern', 'M\u00fcller-Meier - Bern'],
    ['a letter beyond Extended-A, to the nearest allowed letter', 'Nguy\u1ec5n', 'Nguy\u00ean'],
    ['a letter with a dot below, to its base letter', 'H\u1ea1nh', 'Hanh'],
    ['combining accents, composed', 'Rene\u0301 Zu\u0308rcher', 'Ren\u00e9 Z\u00fcrcher'],
    ['an accent on a letter without a composed form, dropped', 'x\u0301y', 'xy'],
    ['a ligature, spelt out', '\ufb01nance', 'finance'],
    ['an emoji with its modifiers, dropped', 'Anna \u{1f44d}\u{1f3fd} Muster', 'Anna Muster'],
    ['a joined emoji, dropped', 'Caf\u00e9 \u{1f468}\u200d\u{1f469}\u200d\u{1f467}', 'Caf\u00e9'],
    ['a TAB, as a blank', 'Bahnhofstrasse\t5', 'Bahnhofstrasse 5'],
    ['a line break and several blanks, as one blank', ' Haupt-\r\n  gasse ', 'Haupt- gasse'],
    ['a narrow no-break space, as a blank', 'CHF\u202f12', 'CHF 12'],
    ['an ellipsis, as three dots', 'usw\u2026', 'usw...'],
  ])('maps %s', (_, written, paid) => {
    expect(paymentPartText(written)).toBe(paid);
  });

  it('leaves nothing outside the set, whatever it is given', () => {
    const everything = Array.from({ length: 0x3000 }, (_, index) => String.fromCodePoint(index))
      .filter((character) => !/\p{Cs}/u.test(character))
      .join('');
    for (const character of paymentPartText(everything + '\u{1f600}\u{10ffff}')) {
      expect(isPaymentPartCharacter(character)).toBe(true);
    }
  });
});

describe(shortenAtWord.name, () => {
  it('keeps a text that fits', () => {
    expect(shortenAtWord('Bahnhofstrasse', 70)).toBe('Bahnhofstrasse');
  });

  it('ends a long text at the last whole word, without a trailing blank', () => {
    const street = 'Chemin des Grands-Champs de la Haute-Vallée ' + 'prolongée '.repeat(4);
    const shortened = shortenAtWord(street, 70);
    expect(shortened).toBe('Chemin des Grands-Champs de la Haute-Vallée prolongée prolongée');
    expect(shortened.length).toBeLessThanOrEqual(70);
  });

  it('cuts a single word longer than the field', () => {
    expect(shortenAtWord('x'.repeat(40), 35)).toBe('x'.repeat(35));
  });
});

describe(splitBuildingNumber.name, () => {
  it.each([
    ['Bahnhofstrasse 5', 'Bahnhofstrasse', '5'],
    ['Route de Gen\u00e8ve 12b', 'Route de Gen\u00e8ve', '12b'],
    ['Hauptstr. 12-14', 'Hauptstr.', '12-14'],
    ['Via Cantonale 3/5', 'Via Cantonale', '3/5'],
    ['12, rue de la Paix', 'rue de la Paix', '12'],
    ['7 Avenue du L\u00e9man', 'Avenue du L\u00e9man', '7'],
    ['Im Grund', 'Im Grund', undefined],
    ['Strasse 1 des Friedens', 'Strasse 1 des Friedens', undefined],
  ])('reads %j as street and house number', (written, street, buildingNumber) => {
    expect(splitBuildingNumber(written)).toEqual({ street, buildingNumber });
  });
});
