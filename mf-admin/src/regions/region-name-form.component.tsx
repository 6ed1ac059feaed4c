import { regionSchema } from '@gb/contracts/schemas';
import { useTranslation } from '@gb/shell/platform';
import { FormCard, FormTextField } from '@gb/shell/platform/kit';
import { useMemo } from 'react';

interface RegionNameFormProps {
  title: string;
  initialName?: string;
  /** Saves the name; a refusal rejects with the api's answer. */
  onSave: (name: string) => Promise<unknown>;
  /** A new region's form stays open and empties after saving; an existing one is edited on demand. */
  creating?: boolean;
}

/** The one field of a region, for creating and renaming. */
export function RegionNameForm({
  title,
  initialName = '',
  onSave,
  creating = false,
}: RegionNameFormProps) {
  const { t } = useTranslation();
  const values = useMemo(() => ({ name: initialName }), [initialName]);
  return (
    <FormCard
      title={title}
      schema={regionSchema}
      values={values}
      alwaysEditing={creating}
      resetAfterSave={creating}
      submitLabel={creating ? t('userDialog.createRegion') : undefined}
      savedMessage={t('userDialog.saved')}
      onSave={({ name }) => onSave(name)}
    >
      <FormTextField name="name" label={t('fields.name')} isRequired />
    </FormCard>
  );
}
