import { isCompanyOnlyUser } from '@gb/contracts';
import { asLocale, selectSession, useAppSelector, useTranslation } from '@gb/shell/platform';
import { PageLayout } from '@gb/shell/platform/kit';

import { CompanyPartnerOrders } from '../partner-orders/company-partner-orders.component';
import { FranchiseePartnerOrders } from '../partner-orders/franchisee-partner-orders.component';

/**
 * /dashboard/partner-orders: a partner company's 'Booklet Bestellung', or for franchisees every
 * company's partner orders, returns, stock and sell-through.
 */
export function PartnerOrderListPage() {
  const { t, i18n } = useTranslation();
  const locale = asLocale(i18n.language);
  const session = useAppSelector(selectSession);
  const companyOnly = isCompanyOnlyUser(session?.permissions ?? [], session?.roles ?? []);
  const title = companyOnly ? t('menu.bookletOrder') : t('routes.partnerOrders');
  return (
    <PageLayout
      title={title}
      breadcrumbs={[{ label: t('routes.home'), to: '/' }, { label: title }]}
    >
      {companyOnly ? (
        <CompanyPartnerOrders locale={locale} />
      ) : (
        <FranchiseePartnerOrders locale={locale} />
      )}
    </PageLayout>
  );
}
