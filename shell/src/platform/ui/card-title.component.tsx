import { createContext, useContext, type ReactNode } from 'react';
import styled from 'styled-components';

/** The level of a card's title where it shows: one below the heading of what holds it. */
const HeadingLevelContext = createContext<2 | 3 | 4>(2);

/**
 * Cards inside this show their titles at `level`: a page's cards are h2 under its h1 (the
 * default), a dialog's h3 under its h2 title, a page section's h3 under its h2.
 */
export function HeadingLevel({ level, children }: { level: 2 | 3 | 4; children: ReactNode }) {
  return <HeadingLevelContext.Provider value={level}>{children}</HeadingLevelContext.Provider>;
}

/** A card's title, one heading level below what holds the card. */
export function CardTitle({ children }: { children: ReactNode }) {
  const level = useContext(HeadingLevelContext);
  return <Title as={`h${level}`}>{children}</Title>;
}

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.m};
`;
