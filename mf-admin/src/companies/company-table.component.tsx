import { pathTo, type Company } from '@gb/contracts';
import { Link, useTranslation } from '@gb/shell/platform';
import { DataTable, type DataColumn } from '@gb/shell/platform/kit';

interface CompanyTableProps {
  companies: Company[] | undefined;
  isLoading: boolean;
  error?: string;
  onRetry: () => void;
}

/** The companies by name: city, the flags, contract, vouchers and users. */
export function CompanyTable({ companies, ...state }: CompanyTableProps) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('companyAdmin.yes') : t('companyAdmin.no'));
  const flag = (id: string, header: string, value: (company: Company) => boolean) => ({
    id,
    header,
    cell: (company: Company) => yesNo(value(company)),
    sortValue: (company: Company) => (value(company) ? 1 : 0),
  });
  const columns: DataColumn<Company>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      cell: (company) => (
        <Link to={pathTo('companyDetail', { companyId: company.id })}>{company.name}</Link>
      ),
      sortValue: (company) => company.name.toLocaleLowerCase(),
    },
    {
      id: 'city',
      header: t('companyAdmin.city'),
      cell: (company) => company.locationAddress.city || '–',
      sortValue: (company) => company.locationAddress.city,
    },
    flag('isPointOfSales', t('fields.isPointOfSales'), (company) => company.isPointOfSales),
    flag('isSellingBooklets', t('companyAdmin.isSellingBooklets'), (c) => c.isSellingBooklets),
    flag(
      'canOrderMoreInternalBooks',
      t('fields.canOrderMoreInternalBooks'),
      (company) => company.canOrderMoreInternalBooks,
    ),
    flag('hasContract', t('companyAdmin.hasContract'), (company) => company.hasContract),
    {
      id: 'numVouchers',
      header: t('companyAdmin.numVouchers'),
      cell: (company) => company.numVouchers,
      sortValue: (company) => company.numVouchers,
      numeric: true,
    },
    {
      id: 'numUsers',
      header: t('companyAdmin.numUsers'),
      cell: (company) => company.numUsers,
      sortValue: (company) => company.numUsers,
      numeric: true,
    },
  ];
  return (
    <DataTable
      label={t('routes.companies')}
      columns={columns}
      rows={companies}
      rowKey={(company) => company.id}
      {...state}
    />
  );
}
