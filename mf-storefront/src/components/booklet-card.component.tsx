import { bookletBadge, showsVoucherCount, type PublicBooklet } from '@gb/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const BADGE_KEYS = {
  soldOut: 'booklet.badgeSoldOut',
  preOrder: 'booklet.badgePreOrder',
  order: 'booklet.badgeOrder',
} as const;

interface BookletCardProps {
  booklet: PublicBooklet;
  now: Date;
}

export function BookletCard({ booklet, now }: BookletCardProps) {
  const { t } = useTranslation();
  return (
    <Card aria-label={`${booklet.regionName} ${booklet.year}`}>
      <Cover>
        <Region>{booklet.regionName}</Region> <Year>{booklet.year}</Year>
      </Cover>
      <Badge>{t(BADGE_KEYS[bookletBadge(booklet, now)])}</Badge>
      {showsVoucherCount(booklet) && (
        <VoucherCount>{t('booklet.voucherCount', { num: booklet.voucherCount })}</VoucherCount>
      )}
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  width: 10rem;
  ${({ theme }) => theme.media.md} {
    width: 15rem;
  }
`;

// The printed booklet's proportions (2362:3307).
const Cover = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: center;
  aspect-ratio: 2362 / 3307;
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;
`;

const Region = styled.h3`
  margin: 0;
  padding: 0 ${({ theme }) => theme.spacing.s};
  font-size: ${({ theme }) => theme.fontSizes.l};
`;

const Year = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: bold;
`;

const Badge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.spacing.s};
  right: ${({ theme }) => theme.spacing.s};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.s}`};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.s};
  font-weight: bold;
`;

const VoucherCount = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.s};
  color: ${({ theme }) => theme.colors.muted};
`;
