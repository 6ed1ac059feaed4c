import { pathTo, type Company } from '@gb/contracts';
import { Button, errorMessage, useNavigate, useTranslation } from '@gb/shell/platform';
import { ConfirmDialog, DangerZone, Muted, toast } from '@gb/shell/platform/kit';
import { useState } from 'react';

import { useRemoveCompanyMutation } from './companies.api';

/** Deleting the company, after a question; the api refuses one still in use, with its reason. */
export function DeleteCompany({ company }: { company: Company }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [removeCompany] = useRemoveCompanyMutation();
  const remove = async () => {
    setConfirming(false);
    const result = await removeCompany(company.id);
    if (result.error) {
      toast.error(errorMessage(result.error) ?? t('errors.generic'));
      return;
    }
    toast.success(t('companyAdmin.deleted', { name: company.name }));
    navigate(pathTo('companies'));
  };
  return (
    <DangerZone>
      <Muted>{t('companyAdmin.deleteHint')}</Muted>
      <div>
        <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
          {t('companyAdmin.deleteCompany')}
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          question={t('companyAdmin.deleteQuestion', { name: company.name })}
          confirmLabel={t('companyAdmin.deleteCompany')}
          destructive
          onCancel={() => setConfirming(false)}
          onConfirm={() => void remove()}
        />
      )}
    </DangerZone>
  );
}
