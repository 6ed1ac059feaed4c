import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

/** A labelled input with its validation message. */
export function TextField({ label, error, ...input }: TextFieldProps) {
  return (
    <Label>
      <span>{label}</span>
      <Input aria-invalid={error ? true : undefined} {...input} />
      {error && <ErrorText>{error}</ErrorText>}
    </Label>
  );
}

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;

const Input = styled.input`
  padding: ${({ theme }) => theme.spacing.s};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.s};
  font: inherit;

  &:read-only {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;
