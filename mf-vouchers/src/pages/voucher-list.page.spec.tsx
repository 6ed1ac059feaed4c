import { loadNamespaces, PlatformProvider, type AppStore } from '@gb/shell/platform';
import { MemoryRouter } from '@gb/shell/testing';
import { render, screen, waitFor, within } from '@testing-library/react';

import { VOUCHERS_REMOTE } from '../remote-options';
import { fakeApi, storeLoggedInAs, type Call } from '../testing/fake-api';
import { LIST, REFERENCE_ANSWERS } from '../testing/voucher-samples';
import { VouchersRoutes } from '../vouchers-routes.component';

function renderList(store: AppStore, path = '/dashboard/vouchers') {
  render(
    <PlatformProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <VouchersRoutes />
      </MemoryRouter>
    </PlatformProvider>,
  );
}

const listCalls = (calls: Call[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/v1/voucher');

describe('the voucher list', () => {
  beforeAll(() => loadNamespaces(VOUCHERS_REMOTE.namespaces ?? []));
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('shows a franchisee the vouchers, the counts per state and the staff filters, and sends the URL filters', async () => {
    const calls = fakeApi({ ...REFERENCE_ANSWERS, 'GET /api/v1/voucher': { body: LIST } });
    renderList(
      storeLoggedInAs(11, ['Franchisee', 'Company']),
      '/dashboard/vouchers?state=Draft&q=kaffee&responsible=11&favorites=1',
    );

    const table = await screen.findByRole('table', { name: 'Gutscheine' });
    const link = within(table).getByRole('link', { name: 'Café Sonne' });
    expect(link.getAttribute('href')).toBe('/dashboard/vouchers/7');
    expect(within(table).getByText('Bearbeitung durch Betrieb')).toBeTruthy();
    expect(within(table).getByText('Zwei Kaffee, einer bezahlt')).toBeTruthy();
    const counts = screen.getByRole('list', { name: 'Gutscheine pro Status' });
    expect(
      within(counts).getByRole('button', { name: 'Bearbeitung durch Betrieb: 1' }),
    ).toBeTruthy();
    expect(within(counts).getByRole('button', { name: 'Definitiv / Gesperrt: 4' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Verantwortliche Person' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neuer Gutschein' })).toBeTruthy();
    expect(await within(table).findByText('Franz Frei')).toBeTruthy();
    expect(within(table).getByText('Aarau-Baden 2027')).toBeTruthy();

    const query = listCalls(calls).at(-1)!.search;
    expect(query.get('stateClass')).toBe('Draft');
    expect(query.get('fulltext')).toBe('kaffee');
    expect(query.get('responsibleUserId')).toBe('11');
    expect(query.get('favorite')).toBe('true');
    expect(query.get('archived')).toBe('false');
    expect(query.get('page')).toBe('1');
    // Staff name every booklet in the filter, drafts and archived ones included.
    const booklets = calls.filter((call) => call.path === '/api/v1/booklet');
    expect(booklets.map((call) => call.search.get('archived'))).toEqual(['true']);
  });

  it('gives a company user no staff filters and no new voucher, even from a link that has them', async () => {
    const calls = fakeApi({ ...REFERENCE_ANSWERS, 'GET /api/v1/voucher': { body: LIST } });
    renderList(storeLoggedInAs(21, ['Company']), '/dashboard/vouchers?responsible=11&company=5');

    expect(await screen.findByRole('table', { name: 'Gutscheine' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Verantwortliche Person' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Firma' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Neuer Gutschein' })).toBeNull();
    const query = listCalls(calls).at(-1)!.search;
    expect(query.has('responsibleUserId')).toBe(false);
    expect(query.has('companyId')).toBe(false);
    expect(calls.some((call) => call.path === '/api/v1/company')).toBe(false);
    const booklets = calls.filter((call) => call.path === '/api/v1/booklet');
    expect(booklets.map((call) => call.search.has('archived'))).toEqual([false]);
  });

  it("names a company's booklets by region and year, also one the company may not open", async () => {
    const draft = { id: 99, regionName: 'Freiamt-Seetal', year: 2028 };
    const row = { ...LIST.items[0]!, inBookletIds: [draft.id], inBooklets: [draft] };
    fakeApi({ ...REFERENCE_ANSWERS, 'GET /api/v1/voucher': { body: { ...LIST, items: [row] } } });
    renderList(storeLoggedInAs(21, ['Company']));

    const table = await screen.findByRole('table', { name: 'Gutscheine' });
    expect(within(table).getByText('Freiamt-Seetal 2028')).toBeTruthy();
    expect(within(table).queryByText('#99')).toBeNull();
  });

  it('says when nothing is found and offers a retry when the list fails', async () => {
    fakeApi({ ...REFERENCE_ANSWERS, 'GET /api/v1/voucher': { status: 500, body: {} } });
    renderList(storeLoggedInAs(11, ['Franchisee', 'Company']));
    expect(await screen.findByText('Die Daten konnten nicht geladen werden.')).toBeTruthy();
    fakeApi({
      ...REFERENCE_ANSWERS,
      'GET /api/v1/voucher': { body: { ...LIST, items: [], total: 0, stateCounts: {} } },
    });
    screen.getByRole('button', { name: 'Erneut versuchen' }).click();
    await waitFor(() => expect(screen.getByText('Keine Gutscheine gefunden')).toBeTruthy());
  });
});
