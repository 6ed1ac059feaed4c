import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

import { scrollToSection, SECTION_IDS } from '../../vouchers/scroll-to-section';

/** The banner with the slogan and the two buttons to the voucher and order sections. */
export function Banner() {
  const { t } = useTranslation();
  return (
    <Wrapper>
      <Slogan>{t('site.slogan')}</Slogan>
      <Buttons>
        <Button type="button" onClick={() => scrollToSection(SECTION_IDS.vouchers)}>
          {t('home.toVouchers')}
        </Button>
        <Button type="button" onClick={() => scrollToSection(SECTION_IDS.order)}>
          {t('home.toOrder')}
        </Button>
      </Buttons>
    </Wrapper>
  );
}

// A slow moving gradient stands in for the banner video until the franchise supplies one.
const drift = keyframes`
  from { background-position: 0% 50%; }
  to { background-position: 100% 50%; }
`;

const Wrapper = styled.header`
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.l};
  min-height: 16rem;
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  padding: ${({ theme }) => theme.spacing.l};
  border-radius: ${({ theme }) => theme.radii.l};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.primaryDark},
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.primaryDark}
  );
  background-size: 200% 100%;
  animation: ${drift} 12s ease-in-out infinite alternate;
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Slogan = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 2rem;
  ${({ theme }) => theme.media.md} {
    font-size: 3rem;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.m};
`;

const Button = styled.button`
  padding: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.l}`};
  border: 2px solid ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.onPrimary};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: bold;
  cursor: pointer;
`;
