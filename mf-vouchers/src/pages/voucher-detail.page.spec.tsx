import { jest } from '@jest/globals';
import { VoucherStateClass, type NextVoucherStateAnswer } from '@gb/contracts';
import { loadNamespaces, PlatformProvider, type AppStore } from '@gb/shell/platform';
import { MemoryRouter } from '@gb/shell/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';

import { VOUCHERS_REMOTE } from '../remote-options';
import { fakeApi, storeLoggedInAs, type Answers } from '../testing/fake-api';
import { REFERENCE_ANSWERS, VOUCHER } from '../testing/voucher-samples';
import { VouchersRoutes } from '../vouchers-routes.component';

const FINISH_ENTERING: NextVoucherStateAnswer = {
  stateClass: VoucherStateClass.ApprovedCompany,
  action: 'finishEnteringData',
  requiresTermsAcceptance: false,
};

const GZD_OK: NextVoucherStateAnswer = {
  stateClass: VoucherStateClass.GoodForPrintingApproved,
  action: 'goodForPrintingOk',
  requiresTermsAcceptance: true,
};

function detailAnswers(nextStates: NextVoucherStateAnswer[], extra: Answers = {}): Answers {
  return {
    ...REFERENCE_ANSWERS,
    'GET /api/v1/voucher/7': { body: VOUCHER },
    'GET /api/v1/voucher/7/next-state': { body: nextStates },
    'GET /api/v1/voucher/7/comment': { body: [] },
    'GET /api/v1/voucher/7/state-change': {
      body: [
        {
          id: 1,
          voucherId: 7,
          changeDate: '2026-11-20T10:00:00.000Z',
          userId: 11,
          username: 'franchisee@demo.ch',
          fromState: VoucherStateClass.WaitingForApproval,
          toState: VoucherStateClass.Draft,
        },
      ],
    },
    ...extra,
  };
}

function renderDetail(store: AppStore) {
  render(
    <PlatformProvider store={store}>
      <MemoryRouter initialEntries={['/dashboard/vouchers/7']}>
        <VouchersRoutes />
      </MemoryRouter>
    </PlatformProvider>,
  );
}

const company = () => storeLoggedInAs(21, ['Company']);
const franchisee = () => storeLoggedInAs(11, ['Franchisee', 'Company']);

// Each test renders the whole detail (five calls and all cards), which takes seconds in jsdom.
jest.setTimeout(30_000);
const slow = { timeout: 8000 };

describe('the voucher detail', () => {
  beforeAll(() => loadNamespaces(VOUCHERS_REMOTE.namespaces ?? []));
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('tells a user who may not see the voucher so', async () => {
    fakeApi({
      ...REFERENCE_ANSWERS,
      'GET /api/v1/voucher/7': { status: 403, body: { statusCode: 403, message: 'Forbidden' } },
    });
    renderDetail(company());
    expect(
      await screen.findByText('Sie sind nicht berechtigt, diesen Gutschein anzusehen.'),
    ).toBeTruthy();
  });

  it('takes a named step with the state seen and a mailed login link, then says so', async () => {
    const calls = fakeApi(
      detailAnswers([FINISH_ENTERING], {
        'PATCH /api/v1/voucher/7': { body: { ...VOUCHER, stateClass: FINISH_ENTERING.stateClass } },
      }),
    );
    renderDetail(company());
    const step = await screen.findByRole('button', { name: 'Dateneingabe abschliessen' }, slow);
    fireEvent.click(step);
    expect(await screen.findByText('Status wurde erfolgreich geändert', {}, slow)).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.body).toEqual({
      newVoucherStateClass: 'ApprovedCompany',
      action: 'finishEnteringData',
      fromStateClass: 'Draft',
      loginUrlTemplate: '/dashboard/vouchers/7?loginHash={loginHash}',
    });
  });

  it('holds the state while a card is edited and asks to save unsaved changes first', async () => {
    fakeApi(detailAnswers([FINISH_ENTERING]));
    renderDetail(franchisee());
    const step = await screen.findByRole('button', { name: 'Dateneingabe abschliessen' }, slow);
    const offer = screen.getByRole('form', { name: 'Angebot und Angaben' });
    fireEvent.click(within(offer).getByRole('button', { name: 'Bearbeiten' }));
    expect(
      await screen.findByText('Der Status kann im Bearbeitungsmodus nicht geändert werden'),
    ).toBeTruthy();
    expect((step as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(offer).getByRole('textbox', { name: /Angebot kurz/ }), {
      target: { value: 'Zwei Gipfeli, eines bezahlt' },
    });
    expect(await screen.findByText('Bitte zuerst Daten speichern')).toBeTruthy();
    fireEvent.click(within(offer).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect((step as HTMLButtonElement).disabled).toBe(false));
  });

  it('asks the company to accept the terms before the good-for-printing is ok', async () => {
    const calls = fakeApi(
      detailAnswers([GZD_OK], {
        'PATCH /api/v1/voucher/7': { body: { ...VOUCHER, stateClass: GZD_OK.stateClass } },
      }),
    );
    renderDetail(company());
    fireEvent.click(await screen.findByRole('button', { name: 'GzD in Ordnung' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'AGB akzeptieren' });
    const confirm = within(dialog).getByRole('button', { name: 'GzD in Ordnung' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ich akzeptiere die AGB' }));
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(confirm);
    await screen.findByText('Status wurde erfolgreich geändert', {}, slow);
    expect(calls.find((call) => call.method === 'PATCH')!.body).toMatchObject({
      newVoucherStateClass: 'GoodForPrintingApproved',
      termsAccepted: true,
    });
  });

  it('asks what should change with "GzD not ok" and names the proof version seen', async () => {
    const notOk: NextVoucherStateAnswer = {
      stateClass: VoucherStateClass.ApprovedVoucherResponsibleUser,
      action: 'goodForPrintingNotOk',
      requiresTermsAcceptance: false,
    };
    const calls = fakeApi(
      detailAnswers([notOk], {
        'GET /api/v1/voucher/7': {
          body: { ...VOUCHER, stateClass: VoucherStateClass.GoodForPrintingCreated },
        },
        'GET /api/v1/voucher/7/proof': {
          body: {
            voucherId: 7,
            versions: [
              {
                id: 93,
                voucherId: 7,
                version: 2,
                originalName: 'gzd.pdf',
                mime: 'application/pdf',
                size: 1000,
                checksum: 'cd34'.repeat(16),
                uploadedByUserId: 31,
                uploadedByName: 'designer@demo.ch',
                uploadedAt: '2026-11-20T09:00:00.000Z',
                hasPreview: false,
                decisions: [],
              },
            ],
            previousYear: null,
          },
        },
        'PATCH /api/v1/voucher/7': { body: { ...VOUCHER, stateClass: notOk.stateClass } },
      }),
    );
    renderDetail(company());
    await screen.findByText('Version 2', {}, slow);
    fireEvent.click(await screen.findByRole('button', { name: 'GzD nicht in Ordnung' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Was soll am GzD geändert werden?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Kommentar zum GzD' }), {
      target: { value: 'Das Logo grösser bitte' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'GzD nicht in Ordnung' }));
    await screen.findByText('Status wurde erfolgreich geändert', {}, slow);
    expect(calls.find((call) => call.method === 'PATCH')!.body).toMatchObject({
      action: 'goodForPrintingNotOk',
      proofId: 93,
      comment: 'Das Logo grösser bitte',
    });
    // The company sends no mails again: that button is the franchisee's.
    expect(screen.queryByRole('button', { name: 'Zusage-Mail erneut senden' })).toBeNull();
  });

  it("shows an image's size, pixels and hints, and the proof's record beside last year's", async () => {
    const proof = (id: number, version: number, decisions: unknown[] = []) => ({
      id,
      voucherId: id === 90 ? 5 : 7,
      version,
      originalName: `gzd-${version}.pdf`,
      mime: 'application/pdf',
      size: 120_000,
      checksum: 'ab12'.repeat(16),
      uploadedByUserId: 31,
      uploadedByName: 'designer@demo.ch',
      uploadedAt: '2026-11-20T09:00:00.000Z',
      // This year's PDF has a drawn preview; last year's has none.
      hasPreview: id !== 90,
      decisions,
    });
    const calls = fakeApi(
      detailAnswers([], {
        'GET /api/v1/voucher/7': { body: { ...VOUCHER, frontImageAttachmentId: 41 } },
        'GET /api/v1/voucher/7/image/41/meta': {
          body: {
            id: 41,
            originalName: 'vorne.webp',
            mime: 'image/webp',
            size: 250_000,
            createdAt: '2026-11-20T08:00:00.000Z',
            width: 600,
            height: 900,
            hasPreview: false,
            hints: ['imageFormat', 'imageTooSmall'],
          },
        },
        'GET /api/v1/voucher/7/proof': {
          body: {
            voucherId: 7,
            versions: [
              proof(92, 1, [
                {
                  id: 5,
                  proofId: 92,
                  approved: true,
                  userId: 21,
                  username: 'company@demo.ch',
                  decidedAt: '2026-11-21T10:30:00.000Z',
                  termsAccepted: true,
                  comment: '',
                },
              ]),
            ],
            previousYear: { voucherId: 5, versions: [proof(90, 3)] },
          },
        },
      }),
    );
    renderDetail(company());
    expect(await screen.findByText('vorne.webp, 250 kB', {}, slow)).toBeTruthy();
    expect(screen.getByText('600 × 900 px')).toBeTruthy();
    expect(screen.getByText('Das Bild ist kein jpg, bmp oder png')).toBeTruthy();
    expect(
      screen.getByText(
        'Das Bild ist kleiner als empfohlen: mindestens 2100 px hoch und 1200 px breit',
      ),
    ).toBeTruthy();
    expect(
      await screen.findByText(/GzD ok von company@demo\.ch am .*, AGB akzeptiert/, {}, slow),
    ).toBeTruthy();
    expect(screen.getByText('Dieses Jahr: GzD 1')).toBeTruthy();
    expect(screen.getByText('Letztes Jahr: GzD 3')).toBeTruthy();
    const comparison = within(screen.getByRole('group', { name: 'Vergleich mit dem Vorjahr' }));
    expect(
      comparison.getByText('Keine Vorschau vorhanden – bitte die Datei herunterladen'),
    ).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/v1/voucher/7/proof/92/preview')).toBe(true);
    expect(calls.some((call) => call.path === '/api/v1/voucher/7/proof/90/preview')).toBe(false);
    // A company does not upload proofs.
    expect(screen.queryByRole('button', { name: 'Neue GzD-Version hochladen' })).toBeNull();
    expect(calls.some((call) => call.path === '/api/v1/voucher/7/image/41')).toBe(false);
  });

  it('keeps the note for the graphic designer from a company user and shows it to staff', async () => {
    fakeApi(detailAnswers([]));
    renderDetail(company());
    await screen.findByRole('form', { name: 'Angebot und Angaben' });
    expect(screen.queryByText('Notiz für Graphikerin')).toBeNull();
    expect(screen.getByText('Sie können den Status jetzt nicht ändern')).toBeTruthy();
    expect(await screen.findByText('franchisee@demo.ch')).toBeTruthy();
    expect(screen.getByText('Bearbeitung durch Betrieb', { selector: 'strong' })).toBeTruthy();
  });

  it('shows staff the note and the booklets they can change', async () => {
    fakeApi(detailAnswers([]));
    renderDetail(franchisee());
    await screen.findByRole('form', { name: 'Angebot und Angaben' });
    expect(screen.getByText('Notiz für Graphikerin')).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Aus Aarau-Baden 2027 entfernen' }),
    ).toBeTruthy();
  });

  it("names the voucher's booklets by region and year, also one the company may not open", async () => {
    const draft = { id: 99, regionName: 'Freiamt-Seetal', year: 2028 };
    const voucher = { ...VOUCHER, inBookletIds: [draft.id], inBooklets: [draft] };
    fakeApi(detailAnswers([], { 'GET /api/v1/voucher/7': { body: voucher } }));
    renderDetail(company());
    const booklets = await screen.findByRole('region', { name: 'Booklets' }, slow);
    expect(await within(booklets).findByText('Freiamt-Seetal 2028')).toBeTruthy();
    expect(within(booklets).queryByText('#99')).toBeNull();
  });

  it('offers the file picker every image format the portal takes, BMP too, for an image and a proof', async () => {
    fakeApi(detailAnswers([]));
    renderDetail(franchisee());
    const front = await screen.findByRole('group', { name: 'Vorderseite' }, slow);
    fireEvent.click(within(front).getByRole('button', { name: 'Hochladen' }));
    const imagePicker = await screen.findByLabelText('Dateien auswählen');
    expect(imagePicker.getAttribute('accept')?.split(',')).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/png', 'image/bmp', 'image/gif', 'image/webp']),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Schliessen' }));

    fireEvent.click(screen.getByRole('button', { name: 'Neue GzD-Version hochladen' }));
    const proofPicker = await screen.findByLabelText('Dateien auswählen');
    expect(proofPicker.getAttribute('accept')?.split(',')).toEqual(
      expect.arrayContaining(['application/pdf', 'image/jpeg', 'image/bmp']),
    );
  });
});
