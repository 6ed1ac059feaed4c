import { renderAt, routeSamples } from '@gb/shell/testing';
import { screen } from '@testing-library/react';

import { BookletsRoutes } from './booklets-routes.component';

describe(BookletsRoutes.name, () => {
  it.each(routeSamples('booklets'))(
    'shows a page for %s titled %s, before the site title',
    (path, title) => {
      renderAt(<BookletsRoutes />, path);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(document.title).toBe(`${title} – 2für1 Gutscheinbuch`);
    },
  );

  it('says an unknown page of its own is not found', () => {
    renderAt(<BookletsRoutes />, '/dashboard/booklets/7/unknown');
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
  });
});
