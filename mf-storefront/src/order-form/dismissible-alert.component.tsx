import { styled, useTranslation } from '@gb/shell/platform';
import type { ReactNode, Ref } from 'react';

interface DismissibleAlertProps {
  text: string;
  /** A second line, e.g. the order number. */
  detail?: string;
  /** A further line, e.g. a link. */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
  tone: 'success' | 'danger';
  onClose: () => void;
}

/** A message above the form that the visitor closes. */
export function DismissibleAlert({
  text,
  detail,
  tone,
  onClose,
  ref,
  children,
}: DismissibleAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" $tone={tone} ref={ref} tabIndex={-1}>
      <span>
        {text}
        {detail && (
          <>
            <br />
            <strong>{detail}</strong>
          </>
        )}
        {children}
      </span>
      <Close type="button" onClick={onClose} aria-label={t('common.close')}>
        ×
      </Close>
    </Alert>
  );
}

const Alert = styled.div<{ $tone: 'success' | 'danger' }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.m};
  padding: ${({ theme }) => theme.spacing.m};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.m};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

const Close = styled.button`
  border: none;
  background: none;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.l};
  cursor: pointer;
`;
