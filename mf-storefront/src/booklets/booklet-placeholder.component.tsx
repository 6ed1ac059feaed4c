import { styled, useTranslation } from '@gb/shell/platform';

import { COVER_ASPECT_RATIO } from './booklet-cover';

interface BookletPlaceholderProps {
  regionName: string;
  year: number;
}

/** A booklet without a cover: the logo, the region and the year on the booklet's format. */
export function BookletPlaceholder({ regionName, year }: BookletPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <Cover>
      <Logo role="img" aria-label={t('site.logoAlt')}>
        2:1
      </Logo>
      <Region>{regionName}</Region>
      <Year>{year}</Year>
    </Cover>
  );
}

const Cover = styled.span`
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.s};
  aspect-ratio: ${COVER_ASPECT_RATIO};
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;
`;

const Logo = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 4.5rem;
  height: 4.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.onPrimary};
  color: ${({ theme }) => theme.colors.primary};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: bold;
`;

const Region = styled.span`
  padding: 0 ${({ theme }) => theme.spacing.s};
  font-size: ${({ theme }) => theme.fontSizes.l};
  font-weight: bold;
`;

const Year = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: bold;
`;
