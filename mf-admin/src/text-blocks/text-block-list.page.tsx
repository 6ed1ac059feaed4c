import { DEFAULT_LOCALE, type TextBlock } from '@gb/contracts';
import { Button, Link, useNavigate, useTranslation } from '@gb/shell/platform';
import {
  DataTable,
  Dialog,
  PageLayout,
  TextField,
  useUrlState,
  type DataColumn,
} from '@gb/shell/platform/kit';
import { useState } from 'react';

import { useListRegionsQuery } from '../regions/regions.api';
import { useCreateTextBlockMutation, useListTextBlocksQuery } from './text-blocks.api';
import { knownCanonicals, publicPageOf } from './known-text-blocks';
import { LOCALE_LABEL_KEY } from './locale-label';
import { TextBlockForm } from './text-block-form.component';

/** A row: a saved block, or a canonical the website reads that has no block yet. */
interface TextBlockRow {
  canonical: string;
  block?: TextBlock;
}

const firstLine = (text: string) => text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';

/**
 * /dashboard/text-blocks: every block with the public page that shows it, the canonicals the
 * website reads but nobody created yet (to create from here), a search kept in the URL.
 */
export function TextBlockListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const blocks = useListTextBlocksQuery();
  const regions = useListRegionsQuery();
  const [createTextBlock] = useCreateTextBlockMutation();
  const [filters, setFilters] = useUrlState({ search: '' });
  const [creating, setCreating] = useState<string | null>(null);
  const saved = blocks.data ?? [];
  // The website needs each block in German; other languages fall back to it.
  const missing = knownCanonicals(regions.data ?? []).filter(
    (canonical) =>
      !saved.some((block) => block.canonical === canonical && block.locale === DEFAULT_LOCALE),
  );
  const needle = filters.search.trim().toLowerCase();
  const rows: TextBlockRow[] | undefined = blocks.data && [
    ...missing.map((canonical) => ({ canonical })),
    ...saved.map((block) => ({ canonical: block.canonical, block })),
  ];
  const shown = rows?.filter(({ canonical, block }) =>
    `${canonical} ${block?.text ?? ''} ${block?.internalNotes ?? ''}`
      .toLowerCase()
      .includes(needle),
  );
  const columns: DataColumn<TextBlockRow>[] = [
    {
      id: 'canonical',
      header: t('fields.canonical'),
      cell: ({ canonical, block }) =>
        block ? (
          <Link to={`/dashboard/text-blocks/${block.id}`}>
            {block.locale === DEFAULT_LOCALE
              ? canonical
              : `${canonical} (${t(LOCALE_LABEL_KEY[block.locale])})`}
          </Link>
        ) : (
          <Button type="button" $variant="plain" onClick={() => setCreating(canonical)}>
            {t('textBlockAdmin.createFor', { canonical })}
          </Button>
        ),
      sortValue: ({ canonical }) => canonical,
    },
    {
      id: 'language',
      header: t('textBlockAdmin.language'),
      cell: ({ block }) => t(LOCALE_LABEL_KEY[block?.locale ?? DEFAULT_LOCALE]),
      sortValue: ({ block }) => block?.locale ?? DEFAULT_LOCALE,
    },
    {
      id: 'status',
      header: t('textBlockAdmin.status'),
      cell: ({ block }) => t(block ? 'textBlockAdmin.present' : 'textBlockAdmin.missing'),
      sortValue: ({ block }) => (block ? 1 : 0),
    },
    {
      id: 'text',
      header: t('fields.text'),
      cell: ({ block }) => firstLine(block?.text ?? ''),
    },
    {
      id: 'usedOn',
      header: t('textBlockAdmin.usedOn'),
      cell: ({ canonical }) => {
        const page = publicPageOf(canonical);
        return page ? <Link to={page}>{page}</Link> : t('textBlockAdmin.notUsed');
      },
    },
  ];
  const title = t('routes.textBlocks');
  return (
    <PageLayout
      title={title}
      breadcrumbs={[{ label: t('routes.home'), to: '/' }, { label: title }]}
      toolbar={
        <Button type="button" onClick={() => setCreating('')}>
          {t('textBlockAdmin.create')}
        </Button>
      }
    >
      <div role="search">
        <TextField
          type="search"
          label={t('textBlockAdmin.search')}
          value={filters.search}
          onChange={(search) => setFilters({ search })}
        />
      </div>
      <p>{missing.length > 0 ? t('textBlockAdmin.missingHelp') : t('textBlockAdmin.allPresent')}</p>
      <DataTable
        label={title}
        columns={columns}
        rows={shown}
        rowKey={(row) => row.block?.id ?? row.canonical}
        isLoading={blocks.isLoading}
        error={blocks.isError ? t('kit.loadFailed') : undefined}
        onRetry={() => void blocks.refetch()}
      />
      {creating !== null && (
        <Dialog title={t('textBlockAdmin.create')} onOpenChange={() => setCreating(null)}>
          {(close) => (
            <TextBlockForm
              title={t('textBlockAdmin.create')}
              values={{ canonical: creating, text: '', internalNotes: '' }}
              onCancel={close}
              onSave={async (request) => {
                const block = await createTextBlock(request).unwrap();
                close();
                navigate(`/dashboard/text-blocks/${block.id}`);
              }}
            />
          )}
        </Dialog>
      )}
    </PageLayout>
  );
}
