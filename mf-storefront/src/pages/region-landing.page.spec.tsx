import {
  BookletState,
  regionIntroCanonical,
  type PublicBooklet,
  type PublicVoucher,
} from '@gb/contracts';
import { makeStore, PlatformProvider } from '@gb/shell/platform';
import { MemoryRouter } from '@gb/shell/testing';
import { render, screen, within } from '@testing-library/react';

import { StorefrontRoutes } from '../storefront-routes.component';
import { deferredApi } from '../testing/deferred-api';
import { voucherPage } from '../testing/voucher-page';

const BOOKLET: PublicBooklet = {
  id: 1,
  regionId: 3,
  regionName: 'Zugerland',
  regionCanonical: 'zugerland',
  year: 2026,
  state: BookletState.Published,
  unitPrice: 45,
  currency: 'CHF',
  orderFromDate: '2020-01-01',
  preOrderFromDate: '2019-12-01',
  hasCoverImage: false,
  coverImageId: null,
  voucherCount: 1,
};

const VOUCHER: PublicVoucher = {
  id: 7,
  bookletIds: [1],
  companyName: 'Café am See',
  city: 'Zug',
  lon: 8.5,
  lat: 47.2,
  offerShort: 'Zwei Kaffee, einer bezahlt',
  offerLong: '',
  openingHours: '',
  voucherCategoryId: null,
  completeImageAttachmentId: null,
  frontImageAttachmentId: null,
  backImageAttachmentId: null,
};

const INTRO_PATH = `/api/v1/text-block?canonical=${regionIntroCanonical('zugerland')}&locale=de-CH`;

describe('a regional page', () => {
  it('holds its first screen with skeletons while the region, intro and booklets load', async () => {
    const api = deferredApi(['/api/v1/region', '/api/v1/booklet', INTRO_PATH, '/api/v1/voucher']);
    render(
      <PlatformProvider store={makeStore()}>
        <MemoryRouter initialEntries={['/zugerland']}>
          <StorefrontRoutes />
        </MemoryRouter>
      </PlatformProvider>,
    );

    const booklets = screen.getByRole('region', { name: 'Unsere Booklets' });
    expect(booklets.querySelectorAll('[aria-hidden="true"] li')).toHaveLength(4);
    expect(screen.getByRole('status').textContent).toBe('Wird geladen…');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    api.resolve('/api/v1/region', [
      { id: 3, name: 'Zugerland', canonical: 'zugerland', sortId: 1 },
    ]);
    api.resolve('/api/v1/booklet', [BOOKLET]);
    api.resolve(INTRO_PATH, {
      id: 9,
      canonical: regionIntroCanonical('zugerland'),
      locale: 'de-CH',
      text: 'Zug geniessen.',
      internalNotes: '',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Zugerland' })).toBeTruthy();
    expect(screen.getByText('Zug geniessen.')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Zugerland 2026' })).toBeTruthy();

    const vouchers = screen.getByRole('region', { name: 'Gutscheine' });
    expect(vouchers.querySelectorAll('[aria-hidden="true"] li')).toHaveLength(4);
    api.resolve('/api/v1/voucher', voucherPage([VOUCHER]));
    expect(await within(vouchers).findByText('Café am See')).toBeTruthy();
    expect(vouchers.querySelector('[aria-hidden="true"] li')).toBeNull();
    expect(screen.queryByText('Wird geladen…')).toBeNull();
  });
});
