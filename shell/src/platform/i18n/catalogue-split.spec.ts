import { deCH } from '@gb/contracts/messages/de-CH';

// The bundler's cut of the default catalogue (shell/build/catalogue-parts.mjs).
import { FIRST_LOAD_WORDING, splitCatalogue } from '../../../build/catalogue-parts.mjs';

type Catalogue = Record<string, Record<string, unknown>>;

describe("the default catalogue's first-load part", () => {
  const { firstLoad, remaining } = splitCatalogue(deCH);

  it('names only wording the catalogue has', () => {
    const catalogue = deCH as unknown as Catalogue;
    const unknown = FIRST_LOAD_WORDING.filter((entry) => {
      const [group, key] = entry.split('.');
      return key === undefined ? !(group! in catalogue) : !(key in (catalogue[group!] ?? {}));
    });
    expect(unknown).toEqual([]);
  });

  it('gives the whole catalogue back with the remaining part, each word once', () => {
    const groups = new Set([...Object.keys(firstLoad), ...Object.keys(remaining)]);
    const merged = Object.fromEntries(
      [...groups].map((group) => [group, { ...firstLoad[group], ...remaining[group] }]),
    );
    expect(merged).toEqual(deCH);
    for (const group of groups) {
      const twice = Object.keys(firstLoad[group] ?? {}).filter(
        (key) => key in (remaining[group] ?? {}),
      );
      expect(twice).toEqual([]);
    }
  });

  it('keeps single words of a group apart from its forms and dialogs', () => {
    expect(firstLoad.common).toEqual({
      loading: 'Wird geladen…',
      close: 'Schliessen',
      previous: 'Zurück',
      next: 'Weiter',
      flip: 'Umdrehen',
    });
    expect(remaining.common).toHaveProperty('save', 'Speichern');
    expect(firstLoad.menu).toBeUndefined();
  });
});
