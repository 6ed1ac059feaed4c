import { hasPermission, isCompanyOnlyUser, Permission } from '@gb/contracts';
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
  const permissions = session?.permissions ?? [];
  const companyOnly = isCompanyOnlyUser(permissions, session?.roles ?? []);
  // Anyone else (a graphic designer) acts for no company: the guard sends them Home.
  const franchisee = hasPermission(permissions, Permission.Franchisee);
  const title = companyOnly ? t('menu.bookletOrder') : t('routes.partnerOrders');
  return (
    <PageLayout
      title={title}
      breadcrumbs={[{ label: t('routes.home'), to: '/' }, { label: title }]}
    >
      {companyOnly && <CompanyPartnerOrders locale={locale} />}
      {franchisee && <FranchiseePartnerOrders locale={locale} />}
    </PageLayout>
  );
}
