import styled from 'styled-components';

/** The platform's button; `$variant` picks the colour by role. */
export const Button = styled.button<{ $variant?: 'primary' | 'plain' | 'danger' }>`
  padding: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.m}`};
  border: 1px solid
    ${({ theme, $variant = 'primary' }) =>
      $variant === 'plain'
        ? theme.colors.border
        : $variant === 'danger'
          ? theme.colors.danger
          : theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.s};
  background: ${({ theme, $variant = 'primary' }) =>
    $variant === 'plain'
      ? theme.colors.background
      : $variant === 'danger'
        ? theme.colors.danger
        : theme.colors.primary};
  color: ${({ theme, $variant = 'primary' }) =>
    $variant === 'plain' ? theme.colors.text : theme.colors.onPrimary};
  font: inherit;
  cursor: pointer;

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
