import { formatDate, type PublicVoucher, type VoucherCategory } from '@gb/contracts';
import type { WalletBooklet, WalletVoucher } from '@gb/contracts/answers';
import {
  asLocale,
  Button,
  Link,
  PageTitle,
  styled,
  theme,
  useParams,
  useSearchParams,
  useTranslation,
} from '@gb/shell/platform';
import { lazy, Suspense, useMemo, useState } from 'react';

import { useWalletOffline, useOnline } from './offline/wallet-offline';
import { byDistance, formatDistance, type VoucherNearby } from './wallet-distance';
import { usePosition } from './wallet-position';
import { searchVouchers } from './wallet-search';
import { WalletVoucherDetail } from './wallet-voucher-detail.component';
import { walletImageUrls, WalletVoucherImage } from './wallet-voucher-image.component';
import { statusOf, useGetWalletQuery } from './wallet.api';
import { TextButton, WalletLayout } from './wallet-layout.component';
import { NEW_LINK_FRAGMENT } from './wallet-link-form.component';

const VoucherMap = lazy(() =>
  import('../vouchers/voucher-map.component').then((module) => ({ default: module.VoucherMap })),
);

/** The map draws one layer of dots per category: the wallet's vouchers are one layer. */
const WALLET_CATEGORY: VoucherCategory = {
  id: 0,
  title: '',
  color: theme.colors.primary,
  priority: 0,
};

/** A wallet voucher as the storefront's map reads a voucher. */
const asMapVoucher = (voucher: WalletVoucher): PublicVoucher => ({
  ...voucher,
  bookletIds: [],
  voucherCategoryId: WALLET_CATEGORY.id,
});

/** The `?voucher=` of an open voucher: its copy and its id, as a voucher may be in two copies. */
const openKey = (booklet: WalletBooklet, voucher: WalletVoucher) =>
  `${booklet.copyId}-${voucher.id}`;

/**
 * `/wallet/{token}`: the wallet's booklets with their vouchers, a search, the vouchers near the
 * phone with their distance and the map, and a voucher's detail where the partner confirms its
 * redemption. Once opened it is kept on the device and shows offline.
 */
export function WalletPage() {
  const { t, i18n } = useTranslation();
  const locale = asLocale(i18n.language);
  const { token = '' } = useParams();
  const { data: wallet, error, isLoading, refetch } = useGetWalletQuery(token);
  const online = useOnline();
  const [searchParams, setSearchParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const position = usePosition();
  const known = position.state.kind === 'known' ? position.state.position : null;
  const allVouchers = useMemo(
    () => wallet?.booklets.flatMap((booklet) => booklet.vouchers) ?? [],
    [wallet],
  );
  const imageUrls = useMemo(
    () => (wallet ? walletImageUrls(allVouchers) : undefined),
    [wallet, allVouchers],
  );
  const keptOffline = useWalletOffline(imageUrls);

  const openParam = searchParams.get('voucher');
  const open = (key: string | null) =>
    setSearchParams(key ? { voucher: key } : {}, { replace: false });

  const title = <PageTitle title={t('routes.wallet')} />;
  const offlineNotice = !online && (
    <Offline role="status" data-testid="offline-notice">
      {t('order.wallet.offline')}
    </Offline>
  );
  if (isLoading) {
    return (
      <WalletLayout>
        {title}
        <p role="status">{t('common.loading')}</p>
      </WalletLayout>
    );
  }
  if (!wallet) {
    return (
      <WalletLayout>
        {title}
        <h1>{t('order.wallet.walletTitle')}</h1>
        {offlineNotice}
        <p role="alert">
          {statusOf(error) === 404 ? t('order.wallet.notFound') : t('order.wallet.loadFailed')}{' '}
          {statusOf(error) !== 404 && (
            <TextButton type="button" onClick={() => void refetch()}>
              {t('remoteError.retry')}
            </TextButton>
          )}
        </p>
        {statusOf(error) === 404 && (
          <p>
            <Link to={`/wallet#${NEW_LINK_FRAGMENT}`}>{t('order.wallet.requestNewLink')}</Link>
          </p>
        )}
      </WalletLayout>
    );
  }

  const opened = wallet.booklets.flatMap((booklet) =>
    booklet.vouchers
      .filter((voucher) => openKey(booklet, voucher) === openParam)
      .map((voucher) => ({ booklet, voucher })),
  )[0];
  if (opened) {
    const nearby = byDistance([opened.voucher], known)[0]!;
    return (
      <WalletLayout>
        {title}
        {offlineNotice}
        <WalletVoucherDetail
          key={openParam}
          token={token}
          booklet={opened.booklet}
          voucher={opened.voucher}
          metres={nearby.metres}
          online={online}
          onBack={() => open(null)}
          onStale={() => void refetch()}
        />
      </WalletLayout>
    );
  }

  const copyOf = new Map(
    wallet.booklets.flatMap((booklet) =>
      booklet.vouchers.map((voucher) => [voucher, booklet] as const),
    ),
  );
  const found = searchVouchers(allVouchers, query);
  const sections: { heading: string; entries: VoucherNearby[]; booklet?: WalletBooklet }[] = known
    ? [{ heading: t('order.wallet.sortedByDistance'), entries: byDistance(found, known) }]
    : wallet.booklets.map((booklet) => ({
        heading: `${booklet.regionName} ${booklet.year}`,
        booklet,
        entries: byDistance(
          found.filter((voucher) => copyOf.get(voucher) === booklet),
          null,
        ),
      }));
  const nearMe = position.state.kind === 'known';

  return (
    <WalletLayout>
      {title}
      <h1>{t('order.wallet.walletTitle')}</h1>
      {offlineNotice}
      {keptOffline && online && <Kept>{t('order.wallet.availableOffline')}</Kept>}
      <Tools role="search">
        <label>
          {t('order.wallet.search')}
          <input
            type="search"
            value={query}
            placeholder={t('order.wallet.searchHint')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        <Button
          type="button"
          aria-pressed={nearMe}
          onClick={() => (nearMe ? position.stop() : position.locate())}
        >
          {nearMe ? t('order.wallet.allVouchers') : t('order.wallet.nearMe')}
        </Button>
        <Hint>{t('order.wallet.nearMeHint')}</Hint>
        <p role="status">
          {position.state.kind === 'locating' && t('order.wallet.locating')}
          {position.state.kind === 'denied' && t('order.wallet.locationDenied')}
          {position.state.kind === 'unavailable' && t('order.wallet.locationUnavailable')}
          {query && t('order.wallet.found', { count: found.length })}
        </p>
      </Tools>
      {nearMe && found.length > 0 && (
        <Suspense fallback={null}>
          <VoucherMap
            vouchers={found.map(asMapVoucher)}
            categories={[WALLET_CATEGORY]}
            onOpen={(voucherId) => {
              const voucher = found.find((candidate) => candidate.id === voucherId);
              const booklet = voucher && copyOf.get(voucher);
              if (voucher && booklet) open(openKey(booklet, voucher));
            }}
          />
        </Suspense>
      )}
      {query && found.length === 0 && <p>{t('order.wallet.nothingFound')}</p>}
      {sections.map((section) => (
        <Section key={section.heading} aria-label={section.heading}>
          <h2>{section.heading}</h2>
          {section.booklet && (
            <Hint>
              {t('order.wallet.voucherCount', {
                count: section.booklet.vouchers.length,
                redeemed: section.booklet.vouchers.filter((voucher) => voucher.redeemedAt).length,
              })}
              {!section.booklet.redeemable && ` ${t('order.wallet.bookletNotRedeemable')}`}
            </Hint>
          )}
          <Cards>
            {section.entries.map(({ voucher, metres }) => {
              const booklet = copyOf.get(voucher)!;
              return (
                <Card key={openKey(booklet, voucher)} $redeemed={voucher.redeemedAt !== null}>
                  <WalletVoucherImage
                    voucher={voucher}
                    sizes="(min-width: 600px) 17rem, calc(100vw - 2rem)"
                  />
                  <CardText>
                    <h3>
                      <Open type="button" onClick={() => open(openKey(booklet, voucher))}>
                        {voucher.offerShort}
                      </Open>
                    </h3>
                    <p>
                      <strong>{voucher.companyName}</strong>, {voucher.city}
                    </p>
                    {metres !== null && (
                      <p data-testid="distance">
                        {t('order.wallet.distance', { distance: formatDistance(metres, locale) })}
                      </p>
                    )}
                    <State $redeemed={voucher.redeemedAt !== null}>
                      {voucher.redeemedAt
                        ? t('order.wallet.redeemedOn', {
                            time: formatDate(voucher.redeemedAt, locale),
                          })
                        : t('order.wallet.notRedeemed')}
                    </State>
                  </CardText>
                </Card>
              );
            })}
          </Cards>
        </Section>
      ))}
    </WalletLayout>
  );
}

const Offline = styled.p`
  padding: ${({ theme }) => theme.spacing.m};
  border: 2px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: bold;
`;

const Kept = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;

const Tools = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.s};
  margin-bottom: ${({ theme }) => theme.spacing.m};

  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xs};
    font-weight: bold;
  }

  input {
    padding: ${({ theme }) => theme.spacing.s};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radii.s};
    font: inherit;
  }

  p[role='status'] {
    margin: 0;
  }
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.spacing.l};
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.spacing.m};
  margin: ${({ theme }) => theme.spacing.m} 0 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
`;

const Card = styled.li<{ $redeemed: boolean }>`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme, $redeemed }) => ($redeemed ? theme.colors.surface : 'none')};
`;

const CardText = styled.div`
  padding: ${({ theme }) => theme.spacing.m};

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.s};
    font-size: ${({ theme }) => theme.fontSizes.m};
  }

  p {
    margin: 0;
  }
`;

// The offer names the card and opens the voucher: a row as wide as the card, easy to tap.
const Open = styled.button`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primaryDark};
  font: inherit;
  font-weight: bold;
  text-align: start;
  text-decoration: underline;
  cursor: pointer;
`;

const State = styled.p<{ $redeemed: boolean }>`
  margin-top: ${({ theme }) => theme.spacing.s} !important;
  color: ${({ theme, $redeemed }) => ($redeemed ? theme.colors.success : theme.colors.muted)};
  font-weight: ${({ $redeemed }) => ($redeemed ? 'bold' : 'normal')};
`;
