import { Role } from '@gb/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import {
  loadWording,
  mockApi,
  REGIONS,
  renderAs,
  sampleBooklet,
} from '../testing/booklets-test-kit';

const BOOKLETS = [
  sampleBooklet(),
  sampleBooklet({ id: 4, regionId: 2, regionName: 'Zugerland', year: 2027, state: 0 }),
];

describe('the booklet list', () => {
  beforeAll(loadWording);

  it('shows each booklet with state, dates, price, print run, vouchers per state and orders', async () => {
    mockApi({
      'GET /api/v1/booklet': { body: BOOKLETS },
      'GET /api/v1/region': { body: REGIONS },
    });
    renderAs(Role.Franchisee, '/dashboard/booklets');

    const table = await screen.findByRole('table', { name: 'Booklets' });
    const row = within(table).getByRole('link', { name: 'Aarau-Baden 2026' }).closest('tr')!;
    const cells = within(row);
    expect(cells.getByText('Veröffentlicht')).toBeTruthy();
    expect(cells.getByText(/CHF\s*35\.00/)).toBeTruthy();
    expect(cells.getByText('5000')).toBeTruthy();
    expect(cells.getByText('12')).toBeTruthy();
    expect(cells.getByText('4')).toBeTruthy();
    expect(
      cells.getByRole('img', {
        name: 'Gutscheine nach Status: Bearbeitung durch Betrieb: 5, Definitiv / Gesperrt: 30, Abgesagt: 2, Gelöscht: 1',
      }),
    ).toBeTruthy();
    expect(within(table).getByText('Entwurf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neues Booklet' })).toBeTruthy();
  });

  it('keeps the filters in the URL: a link with ?year=2027 shows that year only', async () => {
    const sent = mockApi({ 'GET /api/v1/booklet': { body: BOOKLETS } });
    renderAs(Role.Franchisee, '/dashboard/booklets?year=2027&archived=true');
    const table = await screen.findByRole('table', { name: 'Booklets' });
    expect(within(table).getByRole('link', { name: 'Zugerland 2027' })).toBeTruthy();
    expect(within(table).queryByRole('link', { name: 'Aarau-Baden 2026' })).toBeNull();
    expect(sent.some((call) => call.path === '/api/v1/booklet?archived=true')).toBe(true);
  });

  it('clones a booklet to the next year after saying what is copied', async () => {
    const sent = mockApi({
      'GET /api/v1/booklet': { body: BOOKLETS },
      'POST /api/v1/booklet/3/clone': {
        status: 201,
        body: sampleBooklet({ id: 9, year: 2027, state: 0 }),
      },
      'GET /api/v1/booklet/9': { body: sampleBooklet({ id: 9, year: 2027, state: 0 }) },
    });
    renderAs(Role.Franchisee, '/dashboard/booklets');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Ins nächste Jahr kopieren: Aarau-Baden 2026' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Aarau-Baden 2026 nach 2027 kopieren?')).toBeTruthy();
    expect(
      within(dialog).getByText(
        /Kopiert werden 35 Gutscheine \(ohne abgesagte und gelöschte\) als «Erstellt», mit Bildern und Adresse/,
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ins nächste Jahr kopieren' }));

    await waitFor(() =>
      expect(sent.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        path: '/api/v1/booklet/3/clone',
        body: { year: 2027 },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Aarau-Baden 2027' })).toBeTruthy();
  });

  it('offers a graphic designer neither a new booklet nor a clone', async () => {
    mockApi({ 'GET /api/v1/booklet': { body: BOOKLETS } });
    renderAs(Role.GraphicDesigner, '/dashboard/booklets');
    await screen.findByRole('table', { name: 'Booklets' });
    expect(screen.queryByRole('button', { name: 'Neues Booklet' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Ins nächste Jahr kopieren/ })).toBeNull();
  });
});
