import { renderAt, routeSamples } from '@gb/shell/testing';
import { screen } from '@testing-library/react';

import { VouchersRoutes } from './vouchers-routes.component';

describe(VouchersRoutes.name, () => {
  it.each(routeSamples('vouchers'))(
    'shows a page for %s titled %s, before the site title',
    (path, title) => {
      renderAt(<VouchersRoutes />, path);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(document.title).toBe(`${title} – 2für1 Gutscheinbuch`);
    },
  );

  it('says an unknown page of its own is not found', () => {
    renderAt(<VouchersRoutes />, '/dashboard/vouchers/7/unknown');
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
  });
});
