import { makeStore, PlatformProvider } from '@gb/shell/platform';
import { MemoryRouter } from '@gb/shell/testing';
import { render, screen } from '@testing-library/react';

import { AdminRoutes } from './admin-routes.component';

describe(AdminRoutes.name, () => {
  it.each([
    ['/dashboard/users', 'Benutzer'],
    ['/dashboard/users/3', 'Benutzer'],
    ['/dashboard/regions', 'Regionen'],
    ['/dashboard/regions/2', 'Region'],
    ['/dashboard/companies', 'Betriebe'],
    ['/dashboard/companies/8', 'Betrieb'],
    ['/dashboard/text-blocks', 'Text-Blöcke'],
    ['/dashboard/text-blocks/5', 'Text-Block'],
    ['/dashboard/statistics', 'Statistik'],
  ])('titles %s as %s', (path, title) => {
    render(
      <PlatformProvider store={makeStore()}>
        <MemoryRouter initialEntries={[path]}>
          <AdminRoutes />
        </MemoryRouter>
      </PlatformProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(document.title).toBe(`${title} – 2für1 Gutscheinbuch`);
  });
});
