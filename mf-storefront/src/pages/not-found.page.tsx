import { PageTitle, useTranslation } from '@gb/shell/platform';

import { PageLayout } from '../components/page-layout.component';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageLayout>
      <PageTitle title={t('routes.notFound')} />
      <h1>{t('routes.notFound')}</h1>
    </PageLayout>
  );
}
