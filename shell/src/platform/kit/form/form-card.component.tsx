import { zodResolver } from '@hookform/resolvers/zod';
import { localizedIssues } from '@gb/contracts/schemas';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { z } from 'zod';

import { errorMessage } from '../../accounts/error-message';
import { translate } from '../../i18n/i18n.instance';
import { Button } from '../../ui/button.component';
import { CardTitle } from '../../ui/card-title.component';
import { CardFrame } from '../../ui/card.styles';
import { ErrorAlert } from '../../ui/error-alert.component';
import { LeaveGuard } from './leave-guard.component';

/** Whether the fields of the card around them may be changed now. */
const EditingContext = createContext(true);

export function useCardEditing(): boolean {
  return useContext(EditingContext);
}

export interface FormCardProps<S extends z.ZodType<FieldValues, FieldValues>> {
  title: string;
  /** The contracts' schema: it validates the fields and gives their messages. */
  schema: S;
  /** The saved values; the card shows them again whenever they change while it is not editing. */
  values: z.input<S>;
  /** Saves the parsed values; a rejection (a refused call) keeps the card editing with its message. */
  onSave: (values: z.output<S>) => Promise<unknown>;
  /** Said in the card (and to screen readers) after a save, until the next change. */
  savedMessage?: string;
  /** The card starts and stays in edit mode with an ok button (forms without a read view). */
  alwaysEditing?: boolean;
  /** After an ok, the form empties to `values` again (a create form). */
  resetAfterSave?: boolean;
  /** Read-only for this user: no edit button. */
  readOnly?: boolean;
  /**
   * Told whenever the card starts or stops editing or gets unsaved changes, so the page can hold
   * back what must wait (a state change while a card is being edited).
   */
  onEditingChange?: (state: CardEditingState) => void;
  /** The submit button's words when always editing (what it does, e.g. 'Benutzer erstellen'). */
  submitLabel?: string;
  /** Always editing inside a dialog: a cancel button that closes it. */
  onCancel?: () => void;
  children: ReactNode;
}

/** Whether a card is in edit mode and whether it holds changes not saved yet. */
export interface CardEditingState {
  editing: boolean;
  dirty: boolean;
}

/**
 * A card of one form (react-hook-form with the contracts' zod schema): edit, then save or cancel;
 * or always editing with an ok button. Messages sit under their fields in the user's language once
 * a field is left. The save or ok button stays disabled until the form is valid (spec section 5):
 * aria-disabled, so the keyboard still reaches it; pressing it then saves nothing, says
 * 'Formular ist nicht gültig', shows every field's message and focuses the first field in error.
 * Leaving with unsaved changes asks first.
 */
export function FormCard<S extends z.ZodType<FieldValues, FieldValues>>({
  title,
  schema,
  values,
  onSave,
  savedMessage,
  alwaysEditing = false,
  resetAfterSave = false,
  readOnly = false,
  onEditingChange,
  submitLabel,
  onCancel,
  children,
}: FormCardProps<S>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(alwaysEditing);
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema, localizedIssues(translate)) as Resolver<
      z.input<S>,
      unknown,
      z.output<S>
    >,
    defaultValues: values as DefaultValues<z.input<S>>,
    mode: 'onTouched',
  });
  const { reset, handleSubmit, formState } = form;
  // New saved values from the server show when the user is not changing them. Leaving the edit
  // mode resets on its own (cancel: the server's values; save: what was saved), so the old values
  // never flash back while the server's answer is on its way.
  const editingNow = useRef(editing);
  editingNow.current = editing;
  useEffect(() => {
    if (!editingNow.current || alwaysEditing)
      reset(values as z.input<S>, { keepDefaultValues: false });
  }, [values, alwaysEditing, reset]);
  const dirty = formState.isDirty;
  const reportTo = useRef(onEditingChange);
  reportTo.current = onEditingChange;
  useEffect(() => {
    reportTo.current?.({ editing: editing && !alwaysEditing, dirty });
  }, [editing, alwaysEditing, dirty]);
  const cancel = () => {
    reset(values as z.input<S>);
    setFailure(undefined);
    setEditing(false);
  };
  const submit = handleSubmit(
    async (parsed) => {
      setFailure(undefined);
      setSaved(false);
      try {
        await onSave(parsed);
      } catch (refused) {
        setFailure(errorMessage(refused) ?? t('errors.generic'));
        return;
      }
      setSaved(true);
      if (alwaysEditing && resetAfterSave) reset(values as z.input<S>);
      else reset(form.getValues());
      if (!alwaysEditing) setEditing(false);
    },
    () => setFailure(t('errors.formNotValid')),
  );
  // Valid again: the form's own message goes; a refusal of the api stays until the next save.
  const notValid = t('errors.formNotValid');
  useEffect(() => {
    if (formState.isValid) setFailure((shown) => (shown === notValid ? undefined : shown));
  }, [formState.isValid, notValid]);
  const submitButton = (label: string) => (
    <Button type="submit" disabled={formState.isSubmitting} aria-disabled={!formState.isValid}>
      {label}
    </Button>
  );
  return (
    <FormProvider {...form}>
      <CardFrame as="form" noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
        <CardTitle>{title}</CardTitle>
        <EditingContext.Provider value={editing && !readOnly}>
          <Fields>{children}</Fields>
        </EditingContext.Provider>
        <ErrorAlert message={failure} />
        {saved && savedMessage && !formState.isDirty && (
          <SavedMessage role="status">{savedMessage}</SavedMessage>
        )}
        <LeaveGuard when={editing && formState.isDirty && !formState.isSubmitting} />
        {!readOnly && (
          <Actions>
            {alwaysEditing ? (
              <>
                {onCancel && (
                  <Button type="button" $variant="plain" onClick={onCancel}>
                    {t('common.cancel')}
                  </Button>
                )}
                {submitButton(submitLabel ?? t('common.ok'))}
              </>
            ) : editing ? (
              <>
                <Button type="button" $variant="plain" onClick={cancel}>
                  {t('common.cancel')}
                </Button>
                {submitButton(t('common.save'))}
              </>
            ) : (
              <Button type="button" $variant="plain" onClick={() => setEditing(true)}>
                {t('common.edit')}
              </Button>
            )}
          </Actions>
        )}
      </CardFrame>
    </FormProvider>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
`;

const SavedMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.s};
`;
