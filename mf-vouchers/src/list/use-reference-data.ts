import { bookletName } from '@gb/contracts';
import { useGetFrameBookletsQuery, useTranslation } from '@gb/shell/platform';
import { useGetResponsibleUsersQuery, type SelectOption } from '@gb/shell/platform/kit';

import {
  useGetCategoriesQuery,
  useGetCompaniesQuery,
  useGetStaffBookletsQuery,
} from '../api/vouchers.api';
import type { Viewer } from '../api/use-viewer';

/** The names the voucher screens show for ids: booklets, categories, companies, responsible users. */
export function useReferenceData(viewer: Viewer) {
  const { t } = useTranslation();
  // Staff name every booklet (drafts and archived ones too); a company the public ones.
  const staffBooklets = useGetStaffBookletsQuery(undefined, { skip: !viewer.isStaff });
  const publicBooklets = useGetFrameBookletsQuery(undefined, { skip: viewer.isStaff });
  const booklets = (viewer.isStaff ? staffBooklets.data : publicBooklets.data) ?? [];
  const { data: categories = [] } = useGetCategoriesQuery();
  const { data: companies = [] } = useGetCompaniesQuery(undefined, { skip: !viewer.isFranchisee });
  const { data: users = [] } = useGetResponsibleUsersQuery();
  const bookletOptions: SelectOption<number>[] = booklets.map((booklet) => ({
    value: booklet.id,
    label: bookletName(booklet),
  }));
  const categoryOptions: SelectOption<number>[] = categories.map((category) => ({
    value: category.id,
    label: category.title,
  }));
  const companyOptions: SelectOption<number>[] = companies.map((company) => ({
    value: company.id,
    label: company.name,
  }));
  const userOptions: SelectOption<number>[] = users.map((user) => ({
    value: user.id,
    label: `${user.firstname} ${user.lastname}`.trim() || user.email,
  }));
  const nameOf = (options: SelectOption<number>[], id: number | null) =>
    id === null ? '' : (options.find((option) => option.value === id)?.label ?? '');
  return {
    bookletOptions,
    categoryOptions,
    companyOptions,
    userOptions,
    categoryName: (id: number | null) => nameOf(categoryOptions, id),
    userName: (id: number | null) => nameOf(userOptions, id),
    stateLabel: (state: string) => t(`voucherStates.${state}`),
  };
}

export type ReferenceData = ReturnType<typeof useReferenceData>;
