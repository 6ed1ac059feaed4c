import { formatDateTime, type Locale } from '@gb/contracts';
import { styled, useTranslation } from '@gb/shell/platform';
import { Card, CardHeading, Muted } from '@gb/shell/platform/kit';
import { useId } from 'react';

import { useGetStateChangesQuery } from '../api/vouchers.api';

interface VoucherHistoryProps {
  voucherId: number;
  locale: Locale;
}

/** Every state change, newest first: when, who, from which state to which. */
export function VoucherHistory({ voucherId, locale }: VoucherHistoryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data: changes = [], isError } = useGetStateChangesQuery(voucherId);
  return (
    <Card $gap="s" aria-labelledby={titleId}>
      <CardHeading id={titleId}>{t('voucher.history')}</CardHeading>
      {isError && <Muted role="alert">{t('kit.loadFailed')}</Muted>}
      {changes.length === 0 ? (
        <Muted>{t('voucherAdmin.noHistory')}</Muted>
      ) : (
        <Steps aria-labelledby={titleId}>
          {changes.map((change) => (
            <li key={change.id}>
              <time dateTime={change.changeDate}>{formatDateTime(change.changeDate, locale)}</time>
              <span>{change.username}</span>
              <span>
                {change.fromState
                  ? t(`voucherStates.${change.fromState}`)
                  : t('voucherAdmin.historyCreated')}
                {' → '}
                <strong>{t(`voucherStates.${change.toState}`)}</strong>
              </span>
            </li>
          ))}
        </Steps>
      )}
    </Card>
  );
}

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.s};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
    gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.s};
    padding-bottom: ${({ theme }) => theme.spacing.s};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
