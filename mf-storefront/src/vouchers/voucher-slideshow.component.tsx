import { styled, useTranslation } from '@gb/shell/platform';
import { MediaSize, type PublicVoucher } from '@gb/contracts';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

import { voucherImageUrl } from '../api/image-urls';

interface VoucherSlideshowProps {
  vouchers: readonly PublicVoucher[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Fullscreen: one voucher at a time, previous and next wrap around, front and back flip when both exist. */
export function VoucherSlideshow({
  vouchers,
  index,
  onIndexChange,
  onClose,
}: VoucherSlideshowProps) {
  const { t } = useTranslation();
  const [showBack, setShowBack] = useState(false);
  const voucher = vouchers[index];
  const count = vouchers.length;
  const go = (step: number) => {
    setShowBack(false);
    onIndexChange((index + step + count) % count);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'ArrowLeft') go(-1);
      if (event.key === 'ArrowRight') go(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!voucher) return null;
  const canFlip = voucher.frontImageAttachmentId !== null && voucher.backImageAttachmentId !== null;
  const side = showBack && canFlip ? 'back' : 'front';
  const attachmentId =
    side === 'back' ? voucher.backImageAttachmentId : voucher.frontImageAttachmentId;
  return createPortal(
    <Overlay role="dialog" aria-modal="true" aria-label={voucher.companyName}>
      <Bar>
        <Counter>
          {index + 1} / {count}
        </Counter>
        <BarButton type="button" onClick={onClose} autoFocus>
          {t('common.close')}
        </BarButton>
      </Bar>
      <Stage>
        <NavButton type="button" onClick={() => go(-1)} aria-label={t('common.previous')}>
          ‹
        </NavButton>
        <Slide>
          {attachmentId !== null ? (
            <Picture
              key={`${voucher.id}-${side}`}
              src={voucherImageUrl(voucher.id, `${side}-image`, MediaSize.L, attachmentId)}
              alt={voucher.companyName}
              data-side={side}
            />
          ) : (
            <NoImage>{t('voucherFilter.noImage')}</NoImage>
          )}
          <Caption>
            <strong>{voucher.companyName}</strong>, {voucher.city}
            <br />
            {voucher.offerShort}
          </Caption>
          {canFlip && (
            <BarButton type="button" onClick={() => setShowBack((back) => !back)}>
              {t('common.flip')}
            </BarButton>
          )}
        </Slide>
        <NavButton type="button" onClick={() => go(1)} aria-label={t('common.next')}>
          ›
        </NavButton>
      </Stage>
    </Overlay>,
    document.body,
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  background: rgb(0 0 0 / 90%);
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => theme.spacing.m};
`;

const Counter = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.s};
`;

const BarButton = styled.button`
  padding: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.m}`};
  border: 1px solid currentcolor;
  border-radius: ${({ theme }) => theme.radii.round};
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const Stage = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  min-height: 0;
`;

const NavButton = styled.button`
  flex: none;
  width: 3rem;
  height: 100%;
  border: 0;
  background: none;
  color: inherit;
  font-size: 3rem;
  cursor: pointer;
`;

const Slide = styled.figure`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.s};
  height: 100%;
  min-width: 0;
  margin: 0;
`;

const Picture = styled.img`
  flex: 1;
  min-height: 0;
  max-width: 100%;
  object-fit: contain;
`;

const NoImage = styled.p`
  flex: 1;
  display: flex;
  align-items: center;
`;

const Caption = styled.figcaption`
  text-align: center;
`;
