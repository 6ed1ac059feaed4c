import { BookletState, type PublicBooklet, type PublicVoucher } from '@gb/contracts';
import { changeLocale, makeStore, PlatformProvider } from '@gb/shell/platform';
import { MemoryRouter } from '@gb/shell/testing';
import { render, screen } from '@testing-library/react';

import { StorefrontRoutes } from '../../storefront-routes.component';
import { voucherPage } from '../../testing/voucher-page';

const BOOKLET: PublicBooklet = {
  id: 1,
  regionId: 1,
  regionName: 'Zugerland',
  regionCanonical: 'zugerland',
  year: 2027,
  state: BookletState.SoldOut,
  unitPrice: 35,
  currency: 'CHF',
  orderFromDate: '2020-01-01',
  preOrderFromDate: '2019-12-01',
  hasCoverImage: false,
  coverImageId: null,
  voucherCount: 2,
};

const voucher = (id: number): PublicVoucher => ({
  id,
  bookletIds: [1],
  companyName: `Company ${id}`,
  city: 'Zug',
  lon: 8.5,
  lat: 47.2,
  offerShort: 'Two for one',
  offerLong: '',
  openingHours: '',
  voucherCategoryId: null,
  completeImageAttachmentId: null,
  frontImageAttachmentId: null,
  backImageAttachmentId: null,
});

const ANSWERS: Record<string, unknown> = {
  '/api/v1/booklet': [BOOKLET],
  '/api/v1/voucher': voucherPage([voucher(1), voucher(2)]),
  '/api/v1/voucher-category': [],
  '/api/v1/company/point-of-sales': [],
};

describe('Home in English', () => {
  afterAll(() => changeLocale('de-CH'));

  it('shows the English texts of the catalogue', async () => {
    await changeLocale('en-US');
    globalThis.fetch = async (input: RequestInfo | URL) => {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      const body = ANSWERS[pathname];
      return new Response(JSON.stringify(body ?? { statusCode: 404 }), {
        status: body ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      });
    };
    render(
      <PlatformProvider store={makeStore()}>
        <MemoryRouter initialEntries={['/']}>
          <StorefrontRoutes />
        </MemoryRouter>
      </PlatformProvider>,
    );
    expect(await screen.findByText('2 vouchers found')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Gallery' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Map' })).toBeTruthy();
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect(screen.getByText('Text block not found: home')).toBeTruthy();
  });
});
