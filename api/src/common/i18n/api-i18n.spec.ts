import { translate, translatorFor } from './api-i18n.js';

describe(translatorFor.name, () => {
  it('renders a namespaced key with its placeholders in each locale', () => {
    expect(translatorFor('de-CH')('errors.textBlockNotFound', { canonical: 'corona' })).toBe(
      'Text-Block nicht gefunden: corona',
    );
    expect(translate('en-US', 'errors.textBlockNotFound', { canonical: 'corona' })).toBe(
      'Text block not found: corona',
    );
  });

  it('leaves the text of a value alone (no HTML escaping: answers are JSON and mail text)', () => {
    expect(translate('en-US', 'errors.textBlockNotFound', { canonical: '<b>&' })).toBe(
      'Text block not found: <b>&',
    );
  });
});
