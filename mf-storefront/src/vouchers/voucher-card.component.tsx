import { styled } from '@gb/shell/platform';
import type { PublicVoucher } from '@gb/contracts';
import { memo, useId } from 'react';

import { VoucherImage } from './voucher-image.component';

interface VoucherCardProps {
  voucher: PublicVoucher;
  color: string | undefined;
  onOpen: (voucherId: number) => void;
}

/**
 * Image, short offer and company; a click anywhere on it opens the slideshow. The short offer is
 * the card's title and its one control (a button in the heading, stretched over the card), named
 * by the offer and described by the business and its town, each read once. Memoised: galleries
 * hold thousands.
 */
export const VoucherCard = memo(function VoucherCard({ voucher, color, onOpen }: VoucherCardProps) {
  const id = useId();
  return (
    <Card $color={color}>
      <VoucherImage voucher={voucher} />
      <Text>
        <Title>
          <Open
            type="button"
            aria-describedby={`${id}company ${id}city`}
            onClick={() => onOpen(voucher.id)}
          >
            {voucher.offerShort}
          </Open>
        </Title>
        <Company id={`${id}company`}>{voucher.companyName}</Company>
        <City id={`${id}city`}>{voucher.city}</City>
      </Text>
    </Card>
  );
});

const Card = styled.article<{ $color: string | undefined }>`
  position: relative;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme, $color }) => $color ?? theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme }) => theme.colors.background};
  &:hover,
  &:has(:focus-visible) {
    box-shadow: 0 2px 10px rgb(0 0 0 / 15%);
  }
  &:has(:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Text = styled.div`
  padding: ${({ theme }) => theme.spacing.m};
`;

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing.s};
  font-size: ${({ theme }) => theme.fontSizes.m};
`;

// Its click area is the whole card: a pseudo-element over the card answers for it.
const Open = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: bold;
  text-align: left;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;

const Company = styled.p`
  margin: 0;
  font-weight: bold;
`;

const City = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;
