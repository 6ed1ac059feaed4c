import {
  Button,
  ComboBox,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  type Key,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { AriaLocale } from './aria-locale.component';
import {
  FieldLabel,
  FieldNotes,
  fieldColumn,
  inputLook,
  type FieldFrameProps,
} from './field-parts';

/** One choice of a select: its value (a record id or a code) and what the user reads. */
export interface SelectOption<V extends Key = Key> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends Key> extends FieldFrameProps {
  options: readonly SelectOption<V>[];
  value: V | null;
  onChange: (value: V | null) => void;
  onBlur?: () => void;
  name?: string;
  isReadOnly?: boolean;
  isDisabled?: boolean;
}

/**
 * One choice from a list the user can search by typing (users, companies, booklets); the list
 * opens with the arrow keys, a tap or the button, and fits a phone.
 */
export function SelectField<V extends Key>({
  label,
  isRequired,
  description,
  error,
  options,
  value,
  onChange,
  ...field
}: SelectFieldProps<V>) {
  return (
    <AriaLocale>
      <Field
        {...field}
        defaultItems={options.map((option) => ({ id: option.value, ...option }))}
        selectedKey={value}
        onSelectionChange={(key) => onChange(key === null ? null : (key as V))}
        isRequired={isRequired}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        menuTrigger="focus"
      >
        <FieldLabel label={label} isRequired={isRequired} />
        <Control>
          <StyledInput />
          <OpenButton aria-hidden={field.isReadOnly ? true : undefined}>▾</OpenButton>
        </Control>
        <FieldNotes description={description} error={error} />
        <OptionList<V> />
      </Field>
    </AriaLocale>
  );
}

/** The list a searchable field opens: its options, or 'nothing found'. */
export function OptionList<V extends Key>() {
  const { t } = useTranslation();
  return (
    <StyledPopover>
      <Options renderEmptyState={() => <Empty>{t('kit.nothingFound')}</Empty>}>
        {(option: SelectOption<V> & { id: V }) => (
          <Option id={option.id} textValue={option.label}>
            {option.label}
          </Option>
        )}
      </Options>
    </StyledPopover>
  );
}

export const Field = styled(ComboBox)`
  ${fieldColumn}
` as typeof ComboBox;

export const Control = styled.div`
  position: relative;
  display: flex;
`;

export const StyledInput = styled(Input)`
  ${inputLook}
  padding-right: 2.5rem;
`;

export const OpenButton = styled(Button)`
  position: absolute;
  inset: 0 0 0 auto;
  width: 2.5rem;
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;
`;

const StyledPopover = styled(Popover)`
  width: var(--trigger-width);
  max-height: 18rem;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.s};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.15);
`;

const Options = styled(ListBox)`
  outline: none;
` as typeof ListBox;

const Option = styled(ListBoxItem)`
  padding: ${({ theme }) => theme.spacing.s};
  cursor: pointer;
  outline: none;

  &[data-focused] {
    background: ${({ theme }) => theme.colors.surface};
  }

  &[data-selected] {
    font-weight: 600;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.s};
  color: ${({ theme }) => theme.colors.muted};
`;
