import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';

/** What every field of the kit takes besides its value: label, required mark, help, error. */
export interface FieldFrameProps {
  label: string;
  /** Shows the required mark; the schema decides what is required. */
  isRequired?: boolean;
  /** Help shown under the field and read with it (aria-describedby). */
  description?: ReactNode;
  /** The field's message; the field is marked invalid and reads it (aria-describedby). */
  error?: string;
}

/**
 * The label with its required mark: a star to see (with its meaning as a tooltip); screen
 * readers hear "required" from the field itself (aria-required).
 */
export function FieldLabel({ label, isRequired }: Pick<FieldFrameProps, 'label' | 'isRequired'>) {
  const { t } = useTranslation();
  return (
    <StyledLabel>
      {label}
      {isRequired && (
        // Hidden from the accessible name (its tooltip would join the label's words).
        <RequiredMark title={t('kit.required')} aria-hidden="true">
          {' *'}
        </RequiredMark>
      )}
    </StyledLabel>
  );
}

/** Help and error under a field: React Aria links both to the field. */
export function FieldNotes({ description, error }: Pick<FieldFrameProps, 'description' | 'error'>) {
  return (
    <>
      {description && <Description slot="description">{description}</Description>}
      <ErrorText>{error}</ErrorText>
    </>
  );
}

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** The column every field stands in. */
export const fieldColumn = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.s};
`;

/** The look of every input of the kit, with its focus, invalid and read-only states. */
export const inputLook = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 2.5rem;
  padding: ${({ theme }) => theme.spacing.s};
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.s};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.m};

  &[data-focused],
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }

  &[data-invalid],
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &[readonly],
  &[data-readonly] {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const StyledLabel = styled(Label)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Description = styled(Text)`
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled(FieldError)`
  color: ${({ theme }) => theme.colors.danger};
`;
