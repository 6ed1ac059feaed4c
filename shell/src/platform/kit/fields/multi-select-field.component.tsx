import { useState } from 'react';
import { Tag, TagGroup, TagList, Button as AriaButton, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { AriaLocale } from './aria-locale.component';
import { FieldLabel, FieldNotes, fieldColumn, type FieldFrameProps } from './field-parts';
import {
  Control,
  Field,
  OpenButton,
  OptionList,
  StyledInput,
  type SelectOption,
} from './select-field.component';

export interface MultiSelectFieldProps<V extends Key> extends FieldFrameProps {
  options: readonly SelectOption<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  onBlur?: () => void;
  name?: string;
  isReadOnly?: boolean;
}

/**
 * Several choices from a searchable list: the chosen ones stand under the field as tags, each
 * removable with its button or the Delete key. The tags live outside the combo box: inside it,
 * they would read the combo box's list state instead of their own.
 */
export function MultiSelectField<V extends Key>({
  label,
  isRequired,
  description,
  error,
  options,
  value,
  onChange,
  isReadOnly,
  ...field
}: MultiSelectFieldProps<V>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const chosen = options.filter((option) => value.includes(option.value));
  const choosable = options
    .filter((option) => !value.includes(option.value))
    .map((option) => ({ id: option.value, ...option }));
  return (
    <AriaLocale>
      <Wrapper>
        <Field
          {...field}
          items={choosable.filter((option) =>
            option.label.toLowerCase().includes(search.trim().toLowerCase()),
          )}
          inputValue={search}
          onInputChange={setSearch}
          selectedKey={null}
          onSelectionChange={(key) => {
            if (key === null) return;
            onChange([...value, key as V]);
            setSearch('');
          }}
          isReadOnly={isReadOnly}
          isRequired={isRequired}
          isInvalid={Boolean(error)}
          validationBehavior="aria"
          menuTrigger="focus"
        >
          <FieldLabel label={label} isRequired={isRequired} />
          {!isReadOnly && (
            <Control>
              <StyledInput />
              <OpenButton>▾</OpenButton>
            </Control>
          )}
          <FieldNotes description={description} error={error} />
          <OptionList<V> />
        </Field>
        {chosen.length > 0 && (
          <Tags
            aria-label={label}
            onRemove={
              isReadOnly ? undefined : (keys) => onChange(value.filter((item) => !keys.has(item)))
            }
          >
            <TagList items={chosen.map((option) => ({ id: option.value, ...option }))}>
              {(option) => (
                <Chip id={option.id} textValue={option.label}>
                  {option.label}
                  {!isReadOnly && (
                    <RemoveButton
                      slot="remove"
                      aria-label={t('kit.remove', { label: option.label })}
                    >
                      ×
                    </RemoveButton>
                  )}
                </Chip>
              )}
            </TagList>
          </Tags>
        )}
      </Wrapper>
    </AriaLocale>
  );
}

const Wrapper = styled.div`
  ${fieldColumn}
`;

const Tags = styled(TagGroup)`
  order: 1;
`;

const Chip = styled(Tag)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0 ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.xs} 0;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.s}`};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const RemoveButton = styled(AriaButton)`
  min-width: 1.5rem;
  min-height: 1.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: none;
  font: inherit;
  cursor: pointer;
`;
