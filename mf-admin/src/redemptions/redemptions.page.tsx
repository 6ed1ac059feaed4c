import {
  selectSession,
  TitledPage,
  useAppSelector,
  useGetUserQuery,
  useTranslation,
} from '@gb/shell/platform';
import { PageLayout } from '@gb/shell/platform/kit';

import { CompanyRedemptions } from './company-redemptions.component';

/** /dashboard/redemptions: a partner company's own redemption PIN and redemptions. */
export function RedemptionsPage() {
  const { t } = useTranslation();
  const session = useAppSelector(selectSession);
  const user = useGetUserQuery(session?.userId ?? 0, { skip: !session });
  const companyId = user.data?.companyId;
  const title = t('routes.redemptions');
  if (!companyId) {
    return (
      <TitledPage titleKey="routes.redemptions">
        <p role={user.isLoading ? 'status' : 'alert'}>
          {user.isLoading ? t('common.loading') : t('companyAdmin.notFound')}
        </p>
      </TitledPage>
    );
  }
  return (
    <PageLayout
      title={title}
      breadcrumbs={[{ label: t('routes.home'), to: '/' }, { label: title }]}
    >
      <CompanyRedemptions companyId={companyId} />
    </PageLayout>
  );
}
