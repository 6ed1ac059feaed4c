import { jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';

import { loadFormWording, makeStore, PlatformProvider } from '../../index';
import { TextField } from '../fields/text-field.component';
import { DataTable, type DataColumn } from './data-table.component';
import { useUrlState } from './use-url-state';

interface Booklet {
  id: number;
  region: string;
  price: number;
}

const BOOKLETS: Booklet[] = [
  { id: 1, region: 'Zugerland', price: 35 },
  { id: 2, region: 'Aarau-Baden', price: 39 },
  { id: 3, region: 'Winterthur', price: 29 },
];

const COLUMNS: DataColumn<Booklet>[] = [
  { id: 'region', header: 'Region', cell: (row) => row.region, sortValue: (row) => row.region },
  {
    id: 'price',
    header: 'Preis',
    cell: (row) => `CHF ${row.price}.00`,
    sortValue: (row) => row.price,
    numeric: true,
  },
];

function CurrentUrl() {
  const location = useLocation();
  return <output aria-label="URL">{`${location.pathname}${location.search}`}</output>;
}

/** A list page as the remotes build it: a search kept in the URL above the table. */
function BookletList({ pageSize }: { pageSize?: number }) {
  const [filters, setFilters] = useUrlState({ search: '' });
  const rows = BOOKLETS.filter((row) => row.region.toLowerCase().includes(filters.search));
  return (
    <>
      <TextField
        type="search"
        label="Suche"
        value={filters.search}
        onChange={(search) => setFilters({ search })}
      />
      <DataTable
        label="Booklets"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.id}
        pageSize={pageSize}
      />
      <CurrentUrl />
    </>
  );
}

/** The window is this wide for the media queries of the page. */
function widthOf(pixels: number) {
  window.matchMedia = (query: string) => {
    const limit = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    return {
      matches: pixels <= limit,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    } as unknown as MediaQueryList;
  };
}

function renderAt(path: string, pageSize?: number) {
  return render(
    <PlatformProvider store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>
        <BookletList pageSize={pageSize} />
      </MemoryRouter>
    </PlatformProvider>,
  );
}

const regionsShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const url = () => screen.getByRole('status', { name: 'URL' }).textContent;

describe(DataTable.name, () => {
  beforeAll(() => loadFormWording());
  beforeEach(() => widthOf(1366));

  it('has a header row and sorts by a column, ascending then descending, kept in the URL', () => {
    renderAt('/dashboard/booklets');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Region ⇅',
      'Preis ⇅',
    ]);
    expect(regionsShown()).toEqual(['Zugerland', 'Aarau-Baden', 'Winterthur']);

    fireEvent.click(screen.getByRole('button', { name: /Preis/ }));
    expect(regionsShown()).toEqual(['Winterthur', 'Zugerland', 'Aarau-Baden']);
    expect(screen.getByRole('columnheader', { name: /Preis/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(url()).toBe('/dashboard/booklets?sort=price%3Aasc');

    fireEvent.click(screen.getByRole('button', { name: /Preis/ }));
    expect(regionsShown()).toEqual(['Aarau-Baden', 'Zugerland', 'Winterthur']);
    expect(url()).toBe('/dashboard/booklets?sort=price%3Adesc');
  });

  it('opens sorted and on the page the URL names', () => {
    renderAt('/dashboard/booklets?sort=region:asc&page=2', 2);
    expect(regionsShown()).toEqual(['Zugerland']);
    expect(screen.getByText('Seite 2 von 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Seite' }));
    expect(regionsShown()).toEqual(['Aarau-Baden', 'Winterthur']);
    expect(url()).toBe('/dashboard/booklets?sort=region%3Aasc');
  });

  it('filters by the search kept in the URL, back on the first page', () => {
    renderAt('/dashboard/booklets?page=2', 2);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suche' }), {
      target: { value: 'winter' },
    });
    expect(regionsShown()).toEqual(['Winterthur']);
    expect(url()).toBe('/dashboard/booklets?search=winter');
  });

  it('says so when no row matches', () => {
    renderAt('/dashboard/booklets?search=basel');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Keine Einträge')).toBeTruthy();
  });

  it('shows every row as a card of labelled values on a narrow screen', () => {
    widthOf(390);
    renderAt('/dashboard/booklets');
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Booklets' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]!.textContent).toBe('RegionZugerlandPreisCHF 35.00');
  });

  it('shows a failed load with a retry button', () => {
    const retry = jest.fn();
    render(
      <PlatformProvider store={makeStore()}>
        <MemoryRouter>
          <DataTable
            label="Booklets"
            columns={COLUMNS}
            rows={undefined}
            rowKey={(row) => row.id}
            error="Die Daten konnten nicht geladen werden."
            onRetry={retry}
          />
        </MemoryRouter>
      </PlatformProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Die Daten konnten nicht geladen werden.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
