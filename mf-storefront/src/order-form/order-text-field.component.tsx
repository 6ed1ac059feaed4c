import type { InputHTMLAttributes } from 'react';
import { styled } from '@gb/shell/platform';

interface OrderTextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

/**
 * A labelled input of the public order form with its validation message: plain HTML, so the
 * storefront needs none of the dashboards' UI kit.
 */
export function OrderTextField({ label, error, ...input }: OrderTextFieldProps) {
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
