import { makeStore, PlatformProvider } from '@gb/shell/platform';
import { MemoryRouter } from '@gb/shell/testing';
import { render, screen } from '@testing-library/react';

import { VouchersRoutes } from './vouchers-routes.component';

function renderAt(path: string) {
  render(
    <PlatformProvider store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>
        <VouchersRoutes />
      </MemoryRouter>
    </PlatformProvider>,
  );
}

describe(VouchersRoutes.name, () => {
  it.each([
    ['/dashboard/vouchers', 'Gutscheine'],
    ['/dashboard/vouchers/42', 'Gutschein'],
  ])('titles %s as %s, before the site title', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(document.title).toBe(`${title} – 2für1 Gutscheinbuch`);
  });
});
