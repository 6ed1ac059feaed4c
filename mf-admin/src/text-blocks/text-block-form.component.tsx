import type { TextBlockRequest } from '@gb/contracts';
import { isSubjectTextBlock, textBlockSchema } from '@gb/contracts/schemas';
import { useTranslation } from '@gb/shell/platform';
import { FormCard, FormTextField, useCardField } from '@gb/shell/platform/kit';

import { TextBlockPreview } from './text-block-preview.component';

interface TextBlockFormProps {
  title: string;
  values: TextBlockRequest;
  onSave: (block: TextBlockRequest) => Promise<unknown>;
  /** A new block: always editing, with a create button and a cancel that closes the dialog. */
  onCancel?: () => void;
  /** A language version other than German: its canonical follows the German block's. */
  translation?: boolean;
}

/** The text with its help (subject blocks take one line) and the live preview below it. */
function TextWithPreview() {
  const { t } = useTranslation();
  const text = useCardField<string>('text');
  const canonical = useCardField<string>('canonical');
  const subject = isSubjectTextBlock(canonical.value ?? '');
  return (
    <>
      <FormTextField
        name="text"
        label={t('fields.text')}
        rows={subject ? 2 : 8}
        description={t(subject ? 'textBlockAdmin.subjectHelp' : 'textBlockAdmin.textHelp')}
      />
      <TextBlockPreview text={text.value ?? ''} />
    </>
  );
}

/** A text block's canonical, text (previewed as the website shows it) and internal notes. */
export function TextBlockForm({
  title,
  values,
  onSave,
  onCancel,
  translation = false,
}: TextBlockFormProps) {
  const { t } = useTranslation();
  const creating = onCancel !== undefined;
  return (
    <FormCard
      title={title}
      schema={textBlockSchema}
      values={values}
      alwaysEditing={creating}
      onCancel={onCancel}
      submitLabel={creating ? t('textBlockAdmin.create') : undefined}
      savedMessage={t('textBlockAdmin.saved')}
      onSave={onSave}
    >
      {translation ? (
        <p>{t('textBlockAdmin.translationCanonical', { canonical: values.canonical })}</p>
      ) : (
        <FormTextField
          name="canonical"
          label={t('fields.canonical')}
          description={t('textBlockAdmin.canonicalHelp')}
          isRequired
        />
      )}
      <TextWithPreview />
      <FormTextField
        name="internalNotes"
        label={t('fields.internalNotes')}
        rows={3}
        description={t('textBlockAdmin.internalNotesHelp')}
      />
    </FormCard>
  );
}
