import { Link, PageTitle, useTranslation } from '@gb/shell/platform';

import { PageLayout } from '../components/page-layout.component';

/** An unknown address: says so and offers the way back to Home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageLayout>
      <PageTitle title={t('routes.notFound')} />
      <h1>{t('routes.notFound')}</h1>
      <p>
        <Link to="/">{t('topBar.home')}</Link>
      </p>
    </PageLayout>
  );
}
