import { TitledPage } from '@gb/shell/platform';

/** /dashboard/text-blocks/:textBlockId */
export function TextBlockDetailPage() {
  return <TitledPage titleKey="routes.textBlockDetail" />;
}
