import { MediaSize } from '@gb/contracts';
import type { WalletVoucher } from '@gb/contracts/answers';
import { css, styled, useTranslation } from '@gb/shell/platform';

import { srcSet, voucherImageUrl } from '../api/image-urls';

/** The printed voucher (front and back side by side) is 2400 × 2100 px. */
const PRINTED_RATIO = '8 / 7';

/** The sizes a wallet shows, kept on the phone for offline use. */
export const WALLET_IMAGE_SIZES = [MediaSize.S, MediaSize.M] as const;

/** The printed voucher's picture URL of one size; null without a picture. */
export function walletImageUrl(voucher: WalletVoucher, size: MediaSize): string | null {
  const attachmentId = voucher.completeImageAttachmentId;
  return attachmentId === null
    ? null
    : voucherImageUrl(voucher.id, 'complete-image', size, attachmentId);
}

/** Every picture URL of a wallet's vouchers, for the service worker to keep. */
export function walletImageUrls(vouchers: readonly WalletVoucher[]): string[] {
  return vouchers.flatMap((voucher) =>
    WALLET_IMAGE_SIZES.map((size) => walletImageUrl(voucher, size)).filter(
      (url): url is string => url !== null,
    ),
  );
}

/** The printed voucher; its text beside it says what it shows. */
export function WalletVoucherImage({ voucher, sizes }: { voucher: WalletVoucher; sizes: string }) {
  const { t } = useTranslation();
  const small = walletImageUrl(voucher, MediaSize.S);
  if (small === null) return <Placeholder>{t('order.wallet.noImage')}</Placeholder>;
  return (
    <Image
      src={small}
      srcSet={srcSet((size) => walletImageUrl(voucher, size)!, [...WALLET_IMAGE_SIZES])}
      sizes={sizes}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

/** The picture and its placeholder take the printed voucher's shape before anything loads. */
const printedShape = css`
  display: block;
  width: 100%;
  aspect-ratio: ${PRINTED_RATIO};
  background: ${({ theme }) => theme.colors.surface};
`;

const Image = styled.img`
  ${printedShape}
  height: auto;
  object-fit: contain;
`;

const Placeholder = styled.span`
  ${printedShape}
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;
