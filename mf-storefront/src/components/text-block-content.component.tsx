import { useTranslation } from '@gb/shell/platform';
import { useTextBlock } from '../api/text-blocks.api';
import { QueryState } from './query-state.component';
import { TextParagraphs } from './text-paragraphs.component';

interface TextBlockContentProps {
  canonical: string;
}

/** A text block of the api, or the message naming the missing block. */
export function TextBlockContent({ canonical }: TextBlockContentProps) {
  const { t } = useTranslation();
  const { data: block, isLoading, isError, refetch } = useTextBlock(canonical);
  return (
    <QueryState isLoading={isLoading} isError={isError} onRetry={() => void refetch()}>
      {block ? (
        <TextParagraphs text={block.text} />
      ) : (
        <p>{t('errors.textBlockNotFound', { canonical })}</p>
      )}
    </QueryState>
  );
}
