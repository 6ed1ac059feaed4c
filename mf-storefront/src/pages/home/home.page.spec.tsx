import {
  BookletState,
  type PublicBooklet,
  type PublicVoucher,
  type TextBlock,
} from '@gb/contracts';
import { makeStore, PlatformProvider, useSearchParams } from '@gb/shell/platform';
import { MemoryRouter } from '@gb/shell/testing';
import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';

import { StorefrontRoutes } from '../../storefront-routes.component';
import { deferredApi } from '../../testing/deferred-api';
import { voucherPage } from '../../testing/voucher-page';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

function booklet(overrides: Partial<PublicBooklet>): PublicBooklet {
  return {
    id: 1,
    regionId: 1,
    regionName: 'Aarau-Baden',
    regionCanonical: 'aarau-baden',
    year: 2026,
    state: BookletState.Published,
    unitPrice: 45,
    currency: 'CHF',
    orderFromDate: daysFromNow(-30),
    preOrderFromDate: daysFromNow(-60),
    hasCoverImage: false,
    coverImageId: null,
    voucherCount: 118,
    ...overrides,
  };
}

const BOOKLETS: PublicBooklet[] = [
  booklet({ id: 1 }),
  booklet({ id: 2, regionName: 'Zugerland', state: BookletState.SoldOut, voucherCount: 96 }),
  booklet({
    id: 3,
    regionName: 'Winterthur',
    year: 2027,
    state: BookletState.Draft,
    preOrderFromDate: daysFromNow(-1),
    orderFromDate: daysFromNow(30),
    voucherCount: 0,
  }),
];

const VOUCHERS: PublicVoucher[] = [
  {
    id: 7,
    // In both filterable booklets, whichever the filter picks at random.
    bookletIds: [1, 2],
    companyName: 'Café Sonne',
    city: 'Baden',
    lon: 8.3,
    lat: 47.47,
    offerShort: 'Zwei Kaffee, einer bezahlt',
    offerLong: '',
    openingHours: '',
    voucherCategoryId: 1,
    completeImageAttachmentId: null,
    frontImageAttachmentId: null,
    backImageAttachmentId: null,
  },
];

const HOME_TEXT: TextBlock = {
  id: 4,
  canonical: 'home',
  locale: 'de-CH',
  text: 'Geniessen Sie zu zweit.\nEine Person bezahlt.',
  internalNotes: '',
};

const HOME_TEXT_PATH = '/api/v1/text-block?canonical=home&locale=de-CH';

type Answers = Record<string, { status?: number; body: unknown }>;

/** Stands in for the api: answers by path and records what the page asked. */
function mockApi(answers: Answers): Request[] {
  const requests: Request[] = [];
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    requests.push(request);
    const { pathname, search } = new URL(request.url);
    const answer = answers[pathname + search] ??
      answers[pathname] ?? { status: 404, body: { statusCode: 404 } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return requests;
}

/** The booklet the address names, as a shared link would carry it. */
function AddressBooklet() {
  const [query] = useSearchParams();
  return <output aria-label="address booklet">{query.get('booklet')}</output>;
}

function renderHome() {
  render(
    <PlatformProvider store={makeStore()}>
      <MemoryRouter initialEntries={['/']}>
        <StorefrontRoutes />
        <AddressBooklet />
      </MemoryRouter>
    </PlatformProvider>,
  );
}

describe('Home', () => {
  it('shows the welcome text, the booklets grouped by year and the vouchers from the api', async () => {
    const requests = mockApi({
      '/api/v1/booklet': { body: BOOKLETS },
      '/api/v1/voucher': { body: voucherPage(VOUCHERS) },
      '/api/v1/text-block?canonical=home&locale=de-CH': { body: HOME_TEXT },
    });
    renderHome();

    expect(screen.getByRole('heading', { name: 'Willkommen' })).toBeTruthy();
    expect(await screen.findByText('Geniessen Sie zu zweit.')).toBeTruthy();
    expect(screen.getByText('Eine Person bezahlt.')).toBeTruthy();

    const aarau = await screen.findByRole('article', { name: 'Aarau-Baden 2026' });
    expect(within(aarau).getByText('Bestellen!')).toBeTruthy();
    expect(within(aarau).getByText('118 Gutscheine')).toBeTruthy();
    const zugerland = screen.getByRole('article', { name: 'Zugerland 2026' });
    expect(within(zugerland).getByText('Ausverkauft')).toBeTruthy();
    const winterthur = screen.getByRole('article', { name: 'Winterthur 2027' });
    expect(within(winterthur).getByText('Vorbestellen')).toBeTruthy();
    expect(within(winterthur).queryByText(/Gutscheine$/)).toBeNull();
    expect(screen.getByRole('heading', { name: '2026' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2027' })).toBeTruthy();

    expect(await screen.findByText('Café Sonne')).toBeTruthy();
    expect(screen.getByText('Zwei Kaffee, einer bezahlt')).toBeTruthy();
    expect(screen.getByText('Baden')).toBeTruthy();
    expect(screen.getByText('1 Gutschein(e) gefunden')).toBeTruthy();

    const textBlockRequest = requests.find((request) => request.url.includes('text-block'))!;
    expect(new URL(textBlockRequest.url).searchParams.get('canonical')).toBe('home');
    expect(new URL(textBlockRequest.url).searchParams.get('locale')).toBe('de-CH');
    expect(requests.every((request) => request.headers.get('Accept-Language') === 'de-CH')).toBe(
      true,
    );
    expect(document.title).toBe('Zwei geniessen, einer bezahlt – 2für1 Gutscheinbuch');
  });

  it('shows no year heading when all booklets are of one year', async () => {
    mockApi({
      '/api/v1/booklet': { body: BOOKLETS.slice(0, 2) },
      '/api/v1/voucher': { body: voucherPage([]) },
      '/api/v1/text-block?canonical=home&locale=de-CH': { body: HOME_TEXT },
    });
    renderHome();
    await screen.findByRole('article', { name: 'Aarau-Baden 2026' });
    expect(screen.queryByRole('heading', { name: '2026' })).toBeNull();
    expect(await screen.findByText('Keine Gutscheine gefunden')).toBeTruthy();
  });

  it("picks a booklet with vouchers at random, and never counts every booklet's vouchers", async () => {
    // Zugerland's vouchers are not approved yet: a visitor would see none.
    const inAarauOnly = [
      { ...VOUCHERS[0]!, id: 8, bookletIds: [1], companyName: 'Pizzeria Roma' },
      { ...VOUCHERS[0]!, id: 9, bookletIds: [1], companyName: 'Hotel Linde' },
    ];
    const counts: string[] = [];
    const observer = new MutationObserver(() => {
      for (const status of screen.queryAllByRole('status'))
        if (status.textContent?.includes('gefunden')) counts.push(status.textContent);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    mockApi({
      '/api/v1/booklet': {
        body: [booklet({ id: 1 }), booklet({ id: 2, regionName: 'Zugerland' })],
      },
      '/api/v1/voucher': { body: voucherPage(inAarauOnly) },
      '/api/v1/text-block?canonical=home&locale=de-CH': { body: HOME_TEXT },
    });
    // The draw that would land on Zugerland, the last of the list.
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.99);
    renderHome();
    expect(await screen.findByText('2 Gutschein(e) gefunden')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('address booklet').textContent).toBe('1'));
    expect(screen.getByLabelText('Booklet')).toHaveProperty('value', '1');
    expect(screen.getByText('Hotel Linde')).toBeTruthy();
    random.mockRestore();
    observer.disconnect();
    expect(new Set(counts)).toEqual(new Set(['2 Gutschein(e) gefunden']));
  });

  it('says so when the booklets cannot be loaded, and names a missing text block', async () => {
    mockApi({
      '/api/v1/booklet': { status: 500, body: { statusCode: 500 } },
      '/api/v1/voucher': { body: voucherPage(VOUCHERS) },
      '/api/v1/text-block?canonical=home&locale=de-CH': { status: 404, body: { statusCode: 404 } },
    });
    renderHome();
    const error = await screen.findByText(/Es ist ein Fehler aufgetreten/);
    const booklets = screen.getByRole('region', { name: 'Unsere Booklets' });
    expect(booklets.contains(error)).toBe(true);
    expect(within(booklets).getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(await screen.findByText('Text-Block nicht gefunden: home')).toBeTruthy();
  });

  it('holds the first screen with skeletons in the sections while its data loads, then draws it', async () => {
    const answers = deferredApi([HOME_TEXT_PATH, '/api/v1/booklet', '/api/v1/voucher']);
    renderHome();

    // The sections of the first screen are there with their headings, their content a skeleton.
    const welcome = screen.getByRole('region', { name: 'Willkommen' });
    const booklets = screen.getByRole('region', { name: 'Unsere Booklets' });
    // Said once, politely, for the whole first screen.
    expect(screen.getByText('Wird geladen…').getAttribute('role')).toBe('status');
    expect(booklets.querySelectorAll('[aria-hidden="true"] li')).toHaveLength(4);
    expect(welcome.querySelector('[aria-hidden="true"]')).toBeTruthy();
    // Nothing below the first screen yet, so nothing there moves when the data comes.
    expect(screen.queryByRole('region', { name: 'Booklet bestellen' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Gutscheine' })).toBeNull();

    // The text alone does not draw the screen: the booklets would push what follows.
    answers.resolve(HOME_TEXT_PATH, HOME_TEXT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Geniessen Sie zu zweit.')).toBeNull();

    answers.resolve('/api/v1/booklet', BOOKLETS);
    expect(await screen.findByText('Geniessen Sie zu zweit.')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Aarau-Baden 2026' })).toBeTruthy();
    const firstScreen = screen.getByRole('region', { name: 'Unsere Booklets' });
    expect(firstScreen.querySelector('[aria-hidden="true"] li')).toBeNull();

    // The vouchers keep their skeleton cards until their list arrives.
    const vouchers = screen.getByRole('region', { name: 'Gutscheine' });
    expect(vouchers.querySelectorAll('[aria-hidden="true"] li')).toHaveLength(4);
    expect(within(vouchers).getByText('Wird geladen…').getAttribute('role')).toBe('status');
    answers.resolve('/api/v1/voucher', voucherPage(VOUCHERS));
    expect(await within(vouchers).findByText('Café Sonne')).toBeTruthy();
    expect(vouchers.querySelector('[aria-hidden="true"] li')).toBeNull();
    expect(screen.queryByText('Wird geladen…')).toBeNull();
  });
});
