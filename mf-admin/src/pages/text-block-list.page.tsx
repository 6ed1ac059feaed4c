import { TitledPage } from '@gb/shell/platform';

/** /dashboard/text-blocks */
export function TextBlockListPage() {
  return <TitledPage titleKey="routes.textBlocks" />;
}
