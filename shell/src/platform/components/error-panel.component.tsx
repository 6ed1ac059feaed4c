import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** Why a part of the site is missing: it failed, or it needs a newer version of the portal. */
export type RemoteFailure = 'failed' | 'incompatible';

interface ErrorPanelProps {
  onRetry: () => void;
  reason?: RemoteFailure;
}

/** Shown in the content slot when a part of the site cannot be loaded or fails to render. */
export function ErrorPanel({ onRetry, reason = 'failed' }: ErrorPanelProps) {
  const { t } = useTranslation();
  return (
    <Wrapper role="alert">
      <Title>{t('remoteError.title')}</Title>
      {reason === 'incompatible' && <Explanation>{t('remoteError.incompatible')}</Explanation>}
      <RetryButton type="button" onClick={onRetry}>
        {t('remoteError.retry')}
      </RetryButton>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  margin: ${({ theme }) => theme.spacing.l} auto;
  max-width: 36rem;
  padding: ${({ theme }) => theme.spacing.l};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
  font-size: ${({ theme }) => theme.fontSizes.l};
`;

const Explanation = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
`;

const RetryButton = styled.button`
  padding: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.m}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.s};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  cursor: pointer;
`;
