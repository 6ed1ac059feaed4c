import { styled } from '@gb/shell/platform';
import type { PublicVoucher } from '@gb/contracts';
import { memo } from 'react';

import { VoucherImage } from './voucher-image.component';

interface VoucherCardProps {
  voucher: PublicVoucher;
  color: string | undefined;
  onOpen: (voucherId: number) => void;
}

/** Image, short offer and company; a click opens the slideshow. Memoised: galleries hold thousands. */
export const VoucherCard = memo(function VoucherCard({ voucher, color, onOpen }: VoucherCardProps) {
  return (
    <Card type="button" $color={color} onClick={() => onOpen(voucher.id)}>
      <VoucherImage voucher={voucher} />
      <Text>
        <Offer>{voucher.offerShort}</Offer>
        <Company>{voucher.companyName}</Company>
        <City>{voucher.city}</City>
      </Text>
    </Card>
  );
});

const Card = styled.button<{ $color: string | undefined }>`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme, $color }) => $color ?? theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme }) => theme.colors.background};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    box-shadow: 0 2px 10px rgb(0 0 0 / 15%);
  }
`;

const Text = styled.div`
  padding: ${({ theme }) => theme.spacing.m};
`;

const Offer = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.s};
  font-weight: bold;
`;

const Company = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.m};
`;

const City = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;
