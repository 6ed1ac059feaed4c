import type { MessageKey } from '@gb/contracts';
import { PageTitle, useTranslation } from '@gb/shell/platform';

import { PageLayout } from '../components/page-layout.component';
import { TextBlockContent } from '../components/text-block-content.component';

interface TextBlockPageProps {
  titleKey: MessageKey;
  canonical: string;
}

/** Legal notice, contact and become-partner: a title and the page's text block. */
export function TextBlockPage({ titleKey, canonical }: TextBlockPageProps) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <PageLayout>
      <PageTitle title={title} />
      <h1>{title}</h1>
      <TextBlockContent canonical={canonical} />
    </PageLayout>
  );
}
