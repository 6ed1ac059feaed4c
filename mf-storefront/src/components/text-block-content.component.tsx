import { useTranslation } from 'react-i18next';

import { useGetTextBlockByCanonicalQuery } from '../api/text-blocks.api';
import { QueryState } from './query-state.component';

interface TextBlockContentProps {
  canonical: string;
}

/** A text block of the api; each line of its text becomes a paragraph. */
export function TextBlockContent({ canonical }: TextBlockContentProps) {
  const { t } = useTranslation();
  const { data: block, isLoading, isError, refetch } = useGetTextBlockByCanonicalQuery(canonical);
  const paragraphs = (block?.text ?? '').split(/\r?\n/).filter((line) => line.trim() !== '');
  return (
    <QueryState isLoading={isLoading} isError={isError} onRetry={() => void refetch()}>
      {block ? (
        paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
      ) : (
        <p>{t('errors.textBlockNotFound', { canonical })}</p>
      )}
    </QueryState>
  );
}
