// Where a page shows a catalogue key instead of its wording, i18next found no translation.
import { catalogues } from '@gb/contracts/messages/catalogues';

function keysOf(group, prefix = '') {
  return Object.entries(group).flatMap(([name, value]) =>
    typeof value === 'string' ? [`${prefix}${name}`] : keysOf(value, `${prefix}${name}.`),
  );
}

const CATALOGUE_KEYS = new Set(Object.values(catalogues).flatMap((catalogue) => keysOf(catalogue)));

/** The catalogue keys the page shows as text, label, title or alternative text. */
export async function untranslatedKeysOn(page) {
  const shown = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')]
      .flatMap((element) =>
        ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name)),
      )
      .filter(Boolean);
    return [document.title, document.body.innerText, ...labels].join('\n');
  });
  const words = shown.match(/[A-Za-z]+(?:\.[A-Za-z]+)+/g) ?? [];
  return [...new Set(words.filter((word) => CATALOGUE_KEYS.has(word)))];
}
