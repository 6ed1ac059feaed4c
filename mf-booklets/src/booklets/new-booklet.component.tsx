import { pathTo } from '@gb/contracts';
import { bookletSchema } from '@gb/contracts/schemas';
import { Button, useNavigate, useTranslation } from '@gb/shell/platform';
import { Dialog, FormCard, toast } from '@gb/shell/platform/kit';
import { useMemo, useState } from 'react';

import { BookletFormFields } from './booklet-form-fields.component';
import { newBookletValues } from './booklet-values';
import { useCreateBookletMutation, useGetBookletRegionsQuery } from './booklets.api';

/** "New booklet": the whole form in a dialog; the created booklet opens. */
export function NewBooklet() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { data: regions = [] } = useGetBookletRegionsQuery();
  const [createBooklet] = useCreateBookletMutation();
  const [firstRegion] = regions;
  // One object while the dialog is open: the card would start over with every new one.
  const values = useMemo(() => firstRegion && newBookletValues(firstRegion.id), [firstRegion]);
  return (
    <>
      <Button type="button" disabled={!firstRegion} onClick={() => setOpen(true)}>
        {t('bookletAdmin.newBooklet')}
      </Button>
      {open && values && (
        <Dialog title={t('bookletAdmin.newBooklet')} onOpenChange={setOpen}>
          <FormCard
            title={t('bookletAdmin.details')}
            schema={bookletSchema}
            values={values}
            alwaysEditing
            onSave={async (values) => {
              const created = await createBooklet(values).unwrap();
              toast.success(t('bookletAdmin.created'));
              setOpen(false);
              navigate(pathTo('bookletDetail', { bookletId: created.id }));
            }}
          >
            <BookletFormFields />
          </FormCard>
        </Dialog>
      )}
    </>
  );
}
