import { css, styled, useTranslation } from '@gb/shell/platform';
import {
  BOOKLET_BADGE_KEYS,
  bookletBadge,
  MediaSize,
  showsVoucherCount,
  type PublicBooklet,
} from '@gb/contracts';

import { bookletCoverUrl, srcSet } from '../api/image-urls';
import { COVER_ASPECT_RATIO } from './booklet-cover';
import { BookletPlaceholder } from './booklet-placeholder.component';

interface BookletCardProps {
  booklet: PublicBooklet;
  now: Date;
  /** A published or sold-out booklet's click: filter the vouchers by it. */
  onShowVouchers: (bookletId: number) => void;
  /** The order badge's click: tick the booklet on the order form. */
  onOrder: (bookletId: number) => void;
  /** The first card's cover is the page's largest paint: fetched at once and first. */
  priority?: boolean;
  /** The server's first screen: the order badge is a link to Home's order form with the booklet. */
  orderHref?: (bookletId: number) => string;
}

// The card's width at each breakpoint (below), in CSS pixels of a 16 px rem. The api's preload of
// the first cover (api/src/modules/web/preload/booklet-preloads.ts) names the same srcset and sizes.
const COVER_SIZES = '(min-width: 1200px) 15rem, (min-width: 600px) 10rem, 13rem';

export function BookletCard({
  booklet,
  now,
  onShowVouchers,
  onOrder,
  priority = false,
  orderHref,
}: BookletCardProps) {
  const { t } = useTranslation();
  const badge = bookletBadge(booklet, now);
  const isOut = showsVoucherCount(booklet);
  const name = `${booklet.regionName} ${booklet.year}`;
  const coverId = booklet.coverImageId;
  const cover =
    booklet.hasCoverImage && coverId !== null ? (
      <CoverImage
        src={bookletCoverUrl(booklet.id, MediaSize.S, coverId)}
        srcSet={srcSet(
          (size) => bookletCoverUrl(booklet.id, size, coverId),
          [MediaSize.S, MediaSize.M],
          COVER_ASPECT_RATIO,
        )}
        sizes={COVER_SIZES}
        alt={t('booklet.coverAlt', { region: booklet.regionName, year: booklet.year })}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    ) : (
      <BookletPlaceholder regionName={booklet.regionName} year={booklet.year} />
    );
  return (
    <Card aria-label={name}>
      {isOut ? (
        <CoverButton
          type="button"
          onClick={() => onShowVouchers(booklet.id)}
          // The server's screen (given orderHref) is out of the tab order.
          tabIndex={orderHref ? -1 : undefined}
          // A cover image is named here; a placeholder's visible region and year name it.
          aria-label={booklet.hasCoverImage ? name : undefined}
        >
          {cover}
        </CoverButton>
      ) : (
        cover
      )}
      {badge === 'soldOut' && <Badge as="span">{t(BOOKLET_BADGE_KEYS[badge])}</Badge>}
      {(badge === 'order' || badge === 'preOrder') &&
        (orderHref ? (
          // Only on the server's screen, which is out of the tab order.
          <Badge as="a" href={orderHref(booklet.id)} tabIndex={-1}>
            {t(BOOKLET_BADGE_KEYS[badge])}
          </Badge>
        ) : (
          <Badge type="button" onClick={() => onOrder(booklet.id)}>
            {t(BOOKLET_BADGE_KEYS[badge])}
          </Badge>
        ))}
      {isOut && (
        <VoucherCount>
          {t('booklet.voucherCount', {
            num: booklet.voucherCount,
            count: booklet.voucherCount,
          })}
        </VoucherCount>
      )}
    </Card>
  );
}

// Large 15rem, medium 10rem, small 13rem (spec section 2): a phone shows one wide card per row.
export const bookletCardWidth = css`
  width: 13rem;
  ${({ theme }) => theme.media.sm} {
    width: 10rem;
  }
  ${({ theme }) => theme.media.lg} {
    width: 15rem;
  }
`;

const Card = styled.article`
  position: relative;
  ${bookletCardWidth}
`;

const CoverButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
`;

// The printed booklet's proportions; the box is reserved before the image arrives.
const CoverImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${COVER_ASPECT_RATIO};
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme }) => theme.colors.surface};
`;

const Badge = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.spacing.s};
  right: ${({ theme }) => theme.spacing.s};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.s}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.s};
  font-weight: bold;
  box-shadow: 0 1px 4px rgb(0 0 0 / 25%);
  cursor: pointer;
  &:is(span) {
    cursor: default;
  }
`;

const VoucherCount = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.s};
  color: ${({ theme }) => theme.colors.muted};
`;
