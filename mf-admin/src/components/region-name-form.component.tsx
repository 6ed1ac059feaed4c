import { regionSchema } from '@gb/contracts/schemas';
import { FormCard, TextField, useTranslation } from '@gb/shell/platform';
import { useState } from 'react';

interface RegionNameFormProps {
  title: string;
  initialName?: string;
  /** Saves the name; resolves true on success. */
  onSave: (name: string) => Promise<boolean>;
  /** A new region's form stays open; an existing one is edited on demand. */
  alwaysEditing?: boolean;
}

/** The one field of a region, for creating and renaming. */
export function RegionNameForm({
  title,
  initialName = '',
  onSave,
  alwaysEditing,
}: RegionNameFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  return (
    <FormCard
      title={title}
      alwaysEditing={alwaysEditing}
      valid={regionSchema.safeParse({ name }).success}
      onCancel={() => setName(initialName)}
      onSave={async () => {
        const saved = await onSave(name);
        if (saved && alwaysEditing) setName('');
        return saved;
      }}
    >
      {(editing) => (
        <TextField
          label={t('fields.name')}
          value={name}
          readOnly={!editing}
          onChange={(event) => setName(event.target.value)}
        />
      )}
    </FormCard>
  );
}
