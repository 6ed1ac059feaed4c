import type { ReactNode } from 'react';

import { useTextBlock } from '../api/text-blocks.api';
import { HomeSection } from './home-section.component';
import { TextParagraphs } from './text-paragraphs.component';

interface OptionalTextSectionProps {
  id: string;
  title: string;
  canonical: string;
  children?: ReactNode;
}

/** A section that shows only while its text block exists (corona, outlets): staff switch it on and off. */
export function OptionalTextSection({ id, title, canonical, children }: OptionalTextSectionProps) {
  const { data: block } = useTextBlock(canonical);
  if (!block) return null;
  return (
    <HomeSection id={id} title={title}>
      <TextParagraphs text={block.text} />
      {children}
    </HomeSection>
  );
}
