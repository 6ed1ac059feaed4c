import { DEFAULT_LOCALE, type Locale } from '@gb/contracts';
import { Link, useNavigate, useParams, useTranslation } from '@gb/shell/platform';
import { Dialog, PageLayout } from '@gb/shell/platform/kit';
import { useState } from 'react';

import {
  useCreateTextBlockMutation,
  useGetTextBlockQuery,
  useListTextBlocksQuery,
  useUpdateTextBlockMutation,
} from './text-blocks.api';
import { publicPageOf } from './known-text-blocks';
import { LOCALE_LABEL_KEY } from './locale-label';
import { TextBlockForm } from './text-block-form.component';
import { TextBlockLanguages } from './text-block-languages.component';

/**
 * /dashboard/text-blocks/:textBlockId: a block's text with its preview, notes and public page,
 * and its language versions (switch between them, create a missing one from the German text).
 */
export function TextBlockDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().textBlockId);
  const { data: block, isError } = useGetTextBlockQuery(id, { skip: !Number.isInteger(id) });
  const { data: blocks = [] } = useListTextBlocksQuery();
  const [updateTextBlock] = useUpdateTextBlockMutation();
  const [createTextBlock] = useCreateTextBlockMutation();
  const [creating, setCreating] = useState<Locale | null>(null);
  const title = t('routes.textBlockDetail');
  const page = block && publicPageOf(block.canonical);
  const versions = block ? blocks.filter((other) => other.canonical === block.canonical) : [];
  const name = block && `${block.canonical} (${t(LOCALE_LABEL_KEY[block.locale])})`;
  const createTitle =
    creating && t('textBlockAdmin.createTranslation', { language: t(LOCALE_LABEL_KEY[creating]) });
  return (
    <PageLayout
      title={name ?? title}
      breadcrumbs={[
        { label: t('routes.home'), to: '/' },
        { label: t('routes.textBlocks'), to: '/dashboard/text-blocks' },
        { label: name ?? title },
      ]}
    >
      {isError && <p role="alert">{t('kit.loadFailed')}</p>}
      {block && (
        <>
          <p>
            {t('textBlockAdmin.usedOn')}:{' '}
            {page ? <Link to={page}>{page}</Link> : t('textBlockAdmin.notUsed')}
          </p>
          <TextBlockLanguages block={block} versions={versions} onCreate={setCreating} />
          <TextBlockForm
            key={block.id}
            title={title}
            translation={block.locale !== DEFAULT_LOCALE}
            values={{
              canonical: block.canonical,
              text: block.text,
              internalNotes: block.internalNotes,
            }}
            onSave={(request) => updateTextBlock({ id, ...request }).unwrap()}
          />
          {creating && createTitle && (
            <Dialog title={createTitle} onOpenChange={() => setCreating(null)}>
              {(close) => (
                <TextBlockForm
                  title={createTitle}
                  translation={creating !== DEFAULT_LOCALE}
                  // The German text to translate from.
                  values={{ canonical: block.canonical, text: block.text, internalNotes: '' }}
                  onCancel={close}
                  onSave={async (request) => {
                    const created = await createTextBlock({
                      ...request,
                      locale: creating,
                    }).unwrap();
                    close();
                    navigate(`/dashboard/text-blocks/${created.id}`);
                  }}
                />
              )}
            </Dialog>
          )}
        </>
      )}
    </PageLayout>
  );
}
