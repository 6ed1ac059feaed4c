import { pathTo } from '@gb/contracts';
import { companySchema } from '@gb/contracts/schemas';
import { Button, useNavigate, useTranslation } from '@gb/shell/platform';
import { Dialog, FormCard, toast } from '@gb/shell/platform/kit';
import { useState } from 'react';

import { useCreateCompanyMutation } from './companies.api';
import { CompanyFormFields } from './company-form-fields.component';
import { NEW_COMPANY } from './company-values';

/** "New company": the form in a dialog; the created company opens. */
export function NewCompany() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [createCompany] = useCreateCompanyMutation();
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        {t('companyAdmin.newCompany')}
      </Button>
      {open && (
        <Dialog title={t('companyAdmin.newCompany')} onOpenChange={setOpen}>
          <FormCard
            title={t('companyAdmin.details')}
            schema={companySchema}
            values={NEW_COMPANY}
            alwaysEditing
            submitLabel={t('companyAdmin.newCompany')}
            onCancel={() => setOpen(false)}
            onSave={async (values) => {
              const created = await createCompany(values).unwrap();
              toast.success(t('companyAdmin.created'));
              setOpen(false);
              navigate(pathTo('companyDetail', { companyId: created.id }));
            }}
          >
            <CompanyFormFields />
          </FormCard>
        </Dialog>
      )}
    </>
  );
}
