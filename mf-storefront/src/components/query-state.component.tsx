import { styled, useTranslation } from '@gb/shell/platform';
import type { ReactNode } from 'react';

import { LoadingStatus } from './skeleton.component';

interface QueryStateProps {
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Drawn while loading instead of the words: the content's shape in its final size. */
  skeleton?: ReactNode;
  children: ReactNode;
}

/** Loading and error states of a query, and its content once loaded. */
export function QueryState({ isLoading, isError, onRetry, skeleton, children }: QueryStateProps) {
  const { t } = useTranslation();
  if (isLoading && skeleton) {
    return (
      <>
        <LoadingStatus />
        {skeleton}
      </>
    );
  }
  if (isLoading) return <Status role="status">{t('common.loading')}</Status>;
  if (isError) {
    return (
      <Status role="alert">
        {t('errors.generic')}{' '}
        <RetryButton type="button" onClick={onRetry}>
          {t('remoteError.retry')}
        </RetryButton>
      </Status>
    );
  }
  return <>{children}</>;
}

const Status = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const RetryButton = styled.button`
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
