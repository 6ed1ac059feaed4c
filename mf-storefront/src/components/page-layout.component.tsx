import { styled } from '@gb/shell/platform';
import type { ReactNode } from 'react';

/** The width and gutters of every public page; mobile first. */
export function PageLayout({ children }: { children: ReactNode }) {
  return <Main>{children}</Main>;
}

const Main = styled.main`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.m};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.spacing.l};
  }
`;
