import { Role, VoucherStateClass, type BookletVoucher } from '@gb/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import {
  loadWording,
  mockApi,
  REGIONS,
  renderAs,
  sampleBooklet,
} from '../testing/booklets-test-kit';

const VOUCHERS: BookletVoucher[] = [
  {
    id: 41,
    companyId: 2,
    companyName: 'Café Sonne',
    offerShort: 'Zwei Kaffee, einer bezahlt',
    stateClass: VoucherStateClass.Created,
    copiedFromVoucherId: 17,
    completeImageAttachmentId: null,
    frontImageAttachmentId: null,
    backImageAttachmentId: null,
    imageAttachmentIds: [],
  },
];

const BOOKLET = sampleBooklet({
  vouchersByState: { [VoucherStateClass.Created]: 6, [VoucherStateClass.Finished]: 3 },
});

function bookletApi() {
  return mockApi({
    'GET /api/v1/booklet/3': { body: BOOKLET },
    'GET /api/v1/booklet/3/voucher': { body: VOUCHERS },
    'GET /api/v1/booklet/3/comment': { body: [] },
    'GET /api/v1/region': { body: REGIONS },
    'GET /api/v1/user/responsible': { body: [] },
    'PUT /api/v1/booklet/3': (request) => ({ body: { ...BOOKLET, state: 20, url: request.url } }),
    'PUT /api/v1/booklet/3/voucher-states': {
      body: { moved: 6, movedVoucherIds: [41], skipped: [] },
    },
  });
}

describe('the booklet page', () => {
  beforeAll(loadWording);

  it('shows every field, the state, the files and the vouchers linking to their pages', async () => {
    bookletApi();
    renderAs(Role.Franchisee, '/dashboard/booklets/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aarau-Baden 2026' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Booklet' });
    for (const label of ['Preis', 'Interner Preis', 'MWST %', 'Druckauflage', 'Abacus-Produkt']) {
      expect(within(form).getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(screen.getByTestId('booklet-state').textContent).toBe('Veröffentlicht');
    expect(screen.getByRole('region', { name: 'Titelbild' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Druckdatei (GzD)' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Café Sonne' });
    expect(link.getAttribute('href')).toBe('/dashboard/vouchers/41');
    expect(screen.getByRole('link', { name: 'Booklets' }).getAttribute('href')).toBe(
      '/dashboard/booklets',
    );
  });

  it('changes the state after a confirmation, sending it as a number', async () => {
    const sent = bookletApi();
    renderAs(Role.Franchisee, '/dashboard/booklets/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Status auf «Ausverkauft» setzen' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'Soll das Booklet Aarau-Baden 2026 den Status «Ausverkauft» erhalten?',
      ),
    ).toBeTruthy();
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Status auf «Ausverkauft» setzen' }),
    );
    await waitFor(() => expect(sent.find((call) => call.method === 'PUT')).toBeTruthy());
    expect(sent.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/v1/booklet/3',
      body: { state: 20, regionId: 1, year: 2026, unitPrice: 35 },
    });
    expect(await screen.findByText('Status wurde erfolgreich geändert')).toBeTruthy();
  });

  it('moves all Created vouchers after a confirmation naming how many move', async () => {
    const sent = bookletApi();
    renderAs(Role.Franchisee, '/dashboard/booklets/3');
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Alle «Erstellt (Start)» auf «Warte auf Zusage» setzen (6)',
      }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        '6 Gutscheine wechseln von «Erstellt (Start)» zu «Warte auf Zusage». Die Betriebe erhalten die Zusage-Mail.',
      ),
    ).toBeTruthy();
    fireEvent.click(
      within(dialog).getByRole('button', {
        name: 'Alle «Erstellt (Start)» auf «Warte auf Zusage» setzen',
      }),
    );
    expect(await screen.findByText('6 Gutscheine verschoben')).toBeTruthy();
    expect(sent.find((call) => call.path === '/api/v1/booklet/3/voucher-states')?.body).toEqual({
      fromStateClass: 'Created',
      toStateClass: 'WaitingForApproval',
    });
  });

  it('sends the good-for-printing and names how many stayed for lack of a proof', async () => {
    mockApi({
      'GET /api/v1/booklet/3': {
        body: sampleBooklet({
          vouchersByState: { [VoucherStateClass.GoodForPrintingInProgress]: 3 },
        }),
      },
      'GET /api/v1/booklet/3/voucher': { body: [] },
      'GET /api/v1/booklet/3/comment': { body: [] },
      'GET /api/v1/region': { body: REGIONS },
      'GET /api/v1/user/responsible': { body: [] },
      'PUT /api/v1/booklet/3/voucher-states': {
        body: {
          moved: 1,
          movedVoucherIds: [41],
          skipped: [42, 43].map((voucherId) => ({
            voucherId,
            stateClass: VoucherStateClass.GoodForPrintingInProgress,
            reason: 'noProof',
          })),
        },
      },
    });
    renderAs(Role.Franchisee, '/dashboard/booklets/3');
    const move = 'Alle «GzD bereit für Versand» auf «Prüfung GzD durch Betrieb» setzen';
    fireEvent.click(await screen.findByRole('button', { name: `${move} (3)` }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: move }));
    expect(await screen.findByText('1 Gutscheine verschoben')).toBeTruthy();
    expect(
      await screen.findByText('2 Gutscheine blieben, weil sie noch kein GzD haben'),
    ).toBeTruthy();
    expect(screen.queryByText(/inzwischen geändert/)).toBeNull();
  });

  it('lets a graphic designer read the booklet without changing it', async () => {
    bookletApi();
    renderAs(Role.GraphicDesigner, '/dashboard/booklets/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aarau-Baden 2026' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bearbeiten' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Status auf/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Ins nächste Jahr/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Alle «/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hochladen' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Café Sonne' })).toBeTruthy();
  });

  it('says when a booklet does not exist', async () => {
    mockApi({});
    renderAs(Role.Franchisee, '/dashboard/booklets/99');
    expect(await screen.findByText('Booklet nicht gefunden')).toBeTruthy();
  });
});
