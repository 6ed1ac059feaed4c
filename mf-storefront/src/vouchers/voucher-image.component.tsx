import { styled, useTranslation } from '@gb/shell/platform';
import { MediaSize, type PublicVoucher } from '@gb/contracts';

import { srcSet, voucherImageUrl } from '../api/image-urls';

interface VoucherImageProps {
  voucher: PublicVoucher;
}

// The printed voucher (front and back side by side) is 2400 × 2100 px.
export const COMPLETE_IMAGE_RATIO = '8 / 7';

// A gallery card's width: four columns of about 16.5rem in the 72rem page from 1200 px, two or
// three of at most 23rem from 528 px, below that one column across the page's 1rem gutters.
const CARD_IMAGE_SIZES = '(min-width: 1200px) 17rem, (min-width: 528px) 23rem, calc(100vw - 2rem)';

/**
 * The card's picture: S or M by the layout's width, lazily loaded in a box of fixed ratio. The
 * card's text says what it shows, so it has no text of its own to read twice.
 */
export function VoucherImage({ voucher }: VoucherImageProps) {
  const { t } = useTranslation();
  const attachmentId = voucher.completeImageAttachmentId;
  if (attachmentId === null) return <Placeholder>{t('voucherFilter.noImage')}</Placeholder>;
  const url = (size: MediaSize) =>
    voucherImageUrl(voucher.id, 'complete-image', size, attachmentId);
  return (
    <Image
      src={url(MediaSize.S)}
      srcSet={srcSet(url, [MediaSize.S, MediaSize.M])}
      sizes={CARD_IMAGE_SIZES}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${COMPLETE_IMAGE_RATIO};
  object-fit: contain;
  background: ${({ theme }) => theme.colors.surface};
`;

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: ${COMPLETE_IMAGE_RATIO};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;
