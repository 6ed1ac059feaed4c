import { makeStore, PlatformProvider } from '@gb/shell/platform';
import { MemoryRouter } from '@gb/shell/testing';
import { render, screen } from '@testing-library/react';

import { BookletsRoutes } from './booklets-routes.component';

function renderAt(path: string) {
  render(
    <PlatformProvider store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>
        <BookletsRoutes />
      </MemoryRouter>
    </PlatformProvider>,
  );
}

describe(BookletsRoutes.name, () => {
  it.each([
    ['/dashboard/booklets', 'Booklets'],
    ['/dashboard/booklets/7', 'Booklet'],
    ['/dashboard/appointments', 'Termine'],
    ['/dashboard/booklets/7/unknown', 'Seite nicht gefunden'],
  ])('titles %s as %s, before the site title', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(document.title).toBe(`${title} – 2für1 Gutscheinbuch`);
  });
});
