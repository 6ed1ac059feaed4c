import { Input, TextArea, TextField as AriaTextField } from 'react-aria-components';
import styled from 'styled-components';

import {
  FieldLabel,
  FieldNotes,
  fieldColumn,
  inputLook,
  type FieldFrameProps,
} from './field-parts';

export interface TextFieldProps extends FieldFrameProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';
  autoComplete?: string;
  placeholder?: string;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  /** A textarea of this many rows instead of a single line. */
  rows?: number;
}

/** A labelled text input (or textarea) with required mark, help and its message linked to it. */
export function TextField({
  label,
  isRequired,
  description,
  error,
  rows,
  placeholder,
  ...field
}: TextFieldProps) {
  return (
    <Field {...field} isRequired={isRequired} isInvalid={Boolean(error)} validationBehavior="aria">
      <FieldLabel label={label} isRequired={isRequired} />
      {rows ? (
        <StyledTextArea rows={rows} placeholder={placeholder} />
      ) : (
        <StyledInput placeholder={placeholder} />
      )}
      <FieldNotes description={description} error={error} />
    </Field>
  );
}

const Field = styled(AriaTextField)`
  ${fieldColumn}
`;

const StyledInput = styled(Input)`
  ${inputLook}
`;

const StyledTextArea = styled(TextArea)`
  ${inputLook}
  resize: vertical;
`;
