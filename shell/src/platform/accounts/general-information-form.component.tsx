import type { User } from '@gb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { FormCard } from '../ui/form-card.component';
import { useGetCompanyListQuery, useSetUserCompanyMutation } from './user-profile.api';
import { errorMessage } from './error-message';

const NO_COMPANY = '';

/** The company a user belongs to, chosen from every company (Admin only). */
export function GeneralInformationForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { data: companies = [] } = useGetCompanyListQuery();
  const [setCompany, saving] = useSetUserCompanyMutation();
  const [companyId, setCompanyId] = useState(user.companyId);
  return (
    <FormCard
      title={t('userDialog.generalInformation')}
      error={errorMessage(saving.error)}
      onCancel={() => setCompanyId(user.companyId)}
      onSave={async () => !(await setCompany({ id: user.id, companyId })).error}
    >
      {(editing) => (
        <Label>
          <span>{t('fields.company')}</span>
          <select
            aria-label={t('fields.company')}
            disabled={!editing}
            value={companyId ?? NO_COMPANY}
            onChange={(event) =>
              setCompanyId(event.target.value === NO_COMPANY ? null : Number(event.target.value))
            }
          >
            <option value={NO_COMPANY}>{t('userDialog.noCompany')}</option>
            {companies.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </select>
        </Label>
      )}
    </FormCard>
  );
}

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;
