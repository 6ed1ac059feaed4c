import { styled } from '@gb/shell/platform';
import type { ReactNode } from 'react';

interface HomeSectionProps {
  id: string;
  title: string;
  children?: ReactNode;
}

/** A titled section of the home page (anchors let banner buttons scroll to it). */
export function HomeSection({ id, title, children }: HomeSectionProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>{title}</Title>
      {children}
    </Section>
  );
}

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing.xl};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
`;
