import { styled } from '@gb/shell/platform';
import type { ReactNode } from 'react';

interface PageLayoutProps {
  children: ReactNode;
  /** The server's first screen draws the same layout without a second `main`. */
  as?: 'main' | 'div';
}

/** The width and gutters of every public page; mobile first. */
export function PageLayout({ children, as = 'main' }: PageLayoutProps) {
  return <Main as={as}>{children}</Main>;
}

const Main = styled.main`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.m};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.spacing.l};
  }
`;
