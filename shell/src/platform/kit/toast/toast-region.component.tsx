import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { toast } from './toast-store';

/**
 * Where toasts appear: a polite live region that is in the page before any message arrives, so
 * screen readers announce each one.
 */
export function ToastRegion() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toast.subscribe, toast.current, toast.current);
  return (
    <Region role="status" aria-live="polite" aria-label={t('kit.notifications')}>
      {toasts.map((item) => (
        <Item key={item.id} $tone={item.tone}>
          <span>{item.message}</span>
          <Dismiss
            type="button"
            aria-label={t('kit.dismiss')}
            onClick={() => toast.dismiss(item.id)}
          >
            ×
          </Dismiss>
        </Item>
      ))}
    </Region>
  );
}

const Region = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.spacing.m};
  bottom: ${({ theme }) => theme.spacing.m};
  left: ${({ theme }) => theme.spacing.m};
  z-index: 200;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.s};
  pointer-events: none;
`;

const Item = styled.div<{ $tone: 'success' | 'error' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.s};
  max-width: 28rem;
  padding: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.m}`};
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2);
  pointer-events: auto;
`;

const Dismiss = styled.button`
  min-width: 2rem;
  min-height: 2rem;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-size: 1.25rem;
  cursor: pointer;
`;
