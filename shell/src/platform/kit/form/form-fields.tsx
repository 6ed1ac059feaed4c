// The kit's fields bound to the form card around them by name (react-hook-form's useController):
// their value, their message and whether they may be changed come from the card.
import type { Key } from 'react-aria-components';
import { useController } from 'react-hook-form';

import { CheckboxField, type CheckboxFieldProps } from '../fields/checkbox-field.component';
import { DateField, type DateFieldProps } from '../fields/date-field.component';
import {
  MultiSelectField,
  type MultiSelectFieldProps,
} from '../fields/multi-select-field.component';
import { NumberField, type NumberFieldProps } from '../fields/number-field.component';
import { SelectField, type SelectFieldProps } from '../fields/select-field.component';
import { TextField, type TextFieldProps } from '../fields/text-field.component';
import { useCardEditing } from './form-card.component';

type Bound<P> = Omit<P, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & { name: string };

function useBoundField(name: string) {
  const { field, fieldState } = useController({ name });
  const editing = useCardEditing();
  return {
    name: field.name,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
    isReadOnly: !editing,
    field,
  };
}

export function FormTextField({ name, ...props }: Bound<TextFieldProps>) {
  const { field, ...bound } = useBoundField(name);
  return (
    <TextField
      {...props}
      {...bound}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
    />
  );
}

export function FormNumberField({ name, ...props }: Bound<NumberFieldProps>) {
  const { field, ...bound } = useBoundField(name);
  return (
    <NumberField
      {...props}
      {...bound}
      value={(field.value as number | null | undefined) ?? Number.NaN}
      onChange={(value) => field.onChange(Number.isNaN(value) ? null : value)}
    />
  );
}

export function FormDateField({ name, ...props }: Bound<DateFieldProps>) {
  const { field, ...bound } = useBoundField(name);
  return (
    <DateField
      {...props}
      {...bound}
      value={(field.value as string | null | undefined) ?? null}
      onChange={field.onChange}
    />
  );
}

export function FormSelectField<V extends Key>({ name, ...props }: Bound<SelectFieldProps<V>>) {
  const { field, ...bound } = useBoundField(name);
  return (
    <SelectField<V>
      {...props}
      {...bound}
      value={(field.value as V | null | undefined) ?? null}
      onChange={field.onChange}
    />
  );
}

export function FormMultiSelectField<V extends Key>({
  name,
  ...props
}: Bound<MultiSelectFieldProps<V>>) {
  const { field, ...bound } = useBoundField(name);
  return (
    <MultiSelectField<V>
      {...props}
      {...bound}
      value={(field.value as V[] | undefined) ?? []}
      onChange={field.onChange}
    />
  );
}

export function FormCheckboxField({ name, ...props }: Bound<CheckboxFieldProps>) {
  const { field, isReadOnly } = useBoundField(name);
  return (
    <CheckboxField
      {...props}
      name={field.name}
      isReadOnly={isReadOnly}
      value={Boolean(field.value)}
      onChange={field.onChange}
    />
  );
}

/**
 * A field of the card around it for a control of the page's own (a map pin setting lon and
 * lat): its value, a setter that marks the card changed, its message and whether it may change.
 */
export function useCardField<V>(name: string) {
  const { field, error, isReadOnly } = useBoundField(name);
  return {
    value: field.value as V,
    onChange: (value: V) => field.onChange(value),
    error,
    isReadOnly,
  };
}
