import { Input, NumberField as AriaNumberField } from 'react-aria-components';
import styled from 'styled-components';

import { AriaLocale } from './aria-locale.component';
import {
  FieldLabel,
  FieldNotes,
  fieldColumn,
  inputLook,
  type FieldFrameProps,
} from './field-parts';

export interface NumberFieldProps extends FieldFrameProps {
  /** NaN while empty. */
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  name?: string;
  minValue?: number;
  maxValue?: number;
  step?: number;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  /** Amounts in Swiss francs, written as the locale writes them (CHF 1’234.50 in de-CH). */
  currency?: 'CHF';
  /** Most decimals kept and shown (the locale's default, 3, otherwise). */
  maximumFractionDigits?: number;
}

/** A number, typed and shown in the user's locale; money when `currency` is set. */
export function NumberField({
  label,
  isRequired,
  description,
  error,
  currency,
  maximumFractionDigits,
  ...field
}: NumberFieldProps) {
  return (
    <AriaLocale>
      <Field
        {...field}
        isRequired={isRequired}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        formatOptions={
          currency
            ? { style: 'currency', currency, currencyDisplay: 'code' }
            : maximumFractionDigits !== undefined
              ? { maximumFractionDigits }
              : undefined
        }
      >
        <FieldLabel label={label} isRequired={isRequired} />
        <StyledInput />
        <FieldNotes description={description} error={error} />
      </Field>
    </AriaLocale>
  );
}

const Field = styled(AriaNumberField)`
  ${fieldColumn}
`;

const StyledInput = styled(Input)`
  ${inputLook}
`;
