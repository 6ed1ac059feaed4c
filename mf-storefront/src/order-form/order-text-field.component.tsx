import { styled } from '@gb/shell/platform';
import { useId, type ComponentProps } from 'react';

/** An input's props, its ref too (the form focuses a field). */
interface OrderTextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
}

/**
 * A labelled input of the public order form with its validation message, which the input reads
 * with its label (aria-describedby). A required field shows a star; screen readers hear
 * "required" from the input itself. Plain HTML, so the storefront needs none of the dashboards'
 * UI kit.
 */
export function OrderTextField({ label, error, required, ...input }: OrderTextFieldProps) {
  const errorId = useId();
  return (
    <Label>
      <span>
        {label}
        {required && <RequiredMark aria-hidden="true"> *</RequiredMark>}
      </span>
      <Input
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Label>
  );
}

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
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
