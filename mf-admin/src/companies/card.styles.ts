import { styled } from '@gb/shell/platform';

/** A card of the company page, named by its title (aria-labelledby). */
export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.m};
  padding: ${({ theme }) => theme.spacing.m};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.m};
  min-width: 0;
`;

export const CardHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.l};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
