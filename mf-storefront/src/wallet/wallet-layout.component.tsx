import { styled } from '@gb/shell/platform';

/**
 * The wallet's pages: one column for the phone held in one hand, the width of two cards on a
 * larger screen. Its own, so the wallet's chunk shares no module with Home's first load.
 */
export const WalletLayout = styled.main`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.m} ${theme.spacing.m} ${theme.spacing.xl}`};
`;

/** A button that reads as a link (back to the list, try again), tall enough for a thumb. */
export const TextButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
