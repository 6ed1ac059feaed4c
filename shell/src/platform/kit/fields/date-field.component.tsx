import { parseDate, type CalendarDate } from '@internationalized/date';
import { DateField as AriaDateField, DateInput, DateSegment } from 'react-aria-components';
import styled from 'styled-components';

import { AriaLocale } from './aria-locale.component';
import {
  FieldLabel,
  FieldNotes,
  fieldColumn,
  inputLook,
  type FieldFrameProps,
} from './field-parts';

export interface DateFieldProps extends FieldFrameProps {
  /** An ISO date (2027-03-01), or null when not set. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  name?: string;
  isReadOnly?: boolean;
  isDisabled?: boolean;
}

function toCalendarDate(value: string | null): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}

/** A date typed in the user's locale (day, month, year segments); ISO in and out. */
export function DateField({
  label,
  isRequired,
  description,
  error,
  value,
  onChange,
  ...field
}: DateFieldProps) {
  return (
    <AriaLocale>
      <Field
        {...field}
        value={toCalendarDate(value)}
        onChange={(date) => onChange(date ? date.toString() : null)}
        isRequired={isRequired}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
      >
        <FieldLabel label={label} isRequired={isRequired} />
        <Segments>{(segment) => <Segment segment={segment} />}</Segments>
        <FieldNotes description={description} error={error} />
      </Field>
    </AriaLocale>
  );
}

const Field = styled(AriaDateField)`
  ${fieldColumn}
`;

const Segments = styled(DateInput)`
  ${inputLook}
  display: flex;
  align-items: center;
`;

const Segment = styled(DateSegment)`
  padding: 0 1px;
  border-radius: 2px;
  font-variant-numeric: tabular-nums;

  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.muted};
  }

  &[data-focused] {
    outline: none;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
