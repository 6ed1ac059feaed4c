import { styled } from '@gb/shell/platform';

/** A titled part of the partner-order page. */
export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;
