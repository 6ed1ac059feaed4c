import { catalogues } from '@gb/contracts';

import { messagesIn, NAMESPACES } from './api-i18n.js';

describe(messagesIn.name, () => {
  it('renders a namespaced key with its placeholders in each locale', () => {
    expect(messagesIn('de-CH')('errors.textBlockNotFound', { canonical: 'corona' })).toBe(
      'Text-Block nicht gefunden: corona',
    );
    expect(messagesIn('en-US')('errors.textBlockNotFound', { canonical: 'corona' })).toBe(
      'Text block not found: corona',
    );
  });

  it('knows every top-level group of the catalogue as a namespace', () => {
    expect(NAMESPACES).toEqual(Object.keys(catalogues['de-CH']));
    expect(messagesIn('en-US')('apiErrors.notFound')).toBe('Not found');
  });

  it('leaves the text of a value alone (no HTML escaping: answers are JSON and mail text)', () => {
    expect(messagesIn('en-US')('errors.textBlockNotFound', { canonical: '<b>&' })).toBe(
      'Text block not found: <b>&',
    );
  });
});
