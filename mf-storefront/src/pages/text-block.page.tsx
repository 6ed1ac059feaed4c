import type { MessageKey } from '@gb/contracts';
import { PageTitle, useTranslation } from '@gb/shell/platform';

import { useSettledOnce } from '../api/query-settled';
import { useTextBlock } from '../api/text-blocks.api';
import { PageLayout } from '../components/page-layout.component';
import { TextBlockContent } from '../components/text-block-content.component';
import { useFirstScreenDrawn } from '../first-screen/use-first-screen-drawn.hook';

interface TextBlockPageProps {
  titleKey: MessageKey;
  canonical: string;
}

/** Legal notice, contact and become-partner: a title and the page's text block. */
export function TextBlockPage({ titleKey, canonical }: TextBlockPageProps) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useFirstScreenDrawn(useSettledOnce(useTextBlock(canonical)));
  return (
    <PageLayout>
      <PageTitle title={title} />
      <h1>{title}</h1>
      <TextBlockContent canonical={canonical} />
    </PageLayout>
  );
}
