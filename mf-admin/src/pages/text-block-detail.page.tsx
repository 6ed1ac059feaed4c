import { Link, useParams, useTranslation } from '@gb/shell/platform';
import { PageLayout } from '@gb/shell/platform/kit';

import { useGetTextBlockQuery, useUpdateTextBlockMutation } from '../api/text-blocks.api';
import { publicPageOf } from '../text-blocks/known-text-blocks';
import { TextBlockForm } from '../text-blocks/text-block-form.component';

/** /dashboard/text-blocks/:textBlockId: a block's text with its preview, notes and public page. */
export function TextBlockDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().textBlockId);
  const { data: block, isError } = useGetTextBlockQuery(id, { skip: !Number.isInteger(id) });
  const [updateTextBlock] = useUpdateTextBlockMutation();
  const title = t('routes.textBlockDetail');
  const page = block && publicPageOf(block.canonical);
  return (
    <PageLayout
      title={block?.canonical ?? title}
      breadcrumbs={[
        { label: t('routes.home'), to: '/' },
        { label: t('routes.textBlocks'), to: '/dashboard/text-blocks' },
        { label: block?.canonical ?? title },
      ]}
    >
      {isError && <p role="alert">{t('kit.loadFailed')}</p>}
      {block && (
        <>
          <p>
            {t('textBlockAdmin.usedOn')}:{' '}
            {page ? <Link to={page}>{page}</Link> : t('textBlockAdmin.notUsed')}
          </p>
          <TextBlockForm
            key={block.id}
            title={title}
            values={{
              canonical: block.canonical,
              text: block.text,
              internalNotes: block.internalNotes,
            }}
            onSave={(request) => updateTextBlock({ id, ...request }).unwrap()}
          />
        </>
      )}
    </PageLayout>
  );
}
