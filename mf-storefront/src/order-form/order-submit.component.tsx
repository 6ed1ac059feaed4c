import { Button, styled, useTranslation } from '@gb/shell/platform';
import { useId } from 'react';

interface OrderSubmitProps {
  /** Everything needed is there: the order may go. */
  ready: boolean;
  /** A submit was tried while something is missing: the form says it is not valid. */
  attempted: boolean;
  /** What still keeps the order from going and may be shown now, one message each. */
  missing: readonly string[];
  /** Resting after an order or while one is sent: the button says so without a reason. */
  busy: boolean;
}

/**
 * "Bestellen" with what is still missing beside it (the messages of the fields left, all of them
 * after a submit). The button stays focusable while it may not be used (aria-disabled), and reads
 * the reason with its name (aria-describedby).
 */
export function OrderSubmit({ ready, attempted, missing, busy }: OrderSubmitProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const hint = ready ? t('order.ready') : t('order.notReady');
  return (
    <Wrapper>
      <Reason id={reasonId} data-testid="order-submit-hint">
        <HintText $ready={ready}>{hint}</HintText>
        {attempted && <HintText $ready={false}>{t('errors.formNotValid')}</HintText>}
        {!ready && missing.length > 0 && (
          <Missing>
            {missing.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </Missing>
        )}
      </Reason>
      <Button type="submit" title={hint} aria-disabled={!ready || busy} aria-describedby={reasonId}>
        {t('order.submit')}
      </Button>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.m};

  button[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Reason = styled.div`
  flex: 1 1 16rem;
  font-size: ${({ theme }) => theme.fontSizes.s};
`;

const HintText = styled.p<{ $ready: boolean }>`
  margin: 0;
  color: ${({ theme, $ready }) => ($ready ? theme.colors.success : theme.colors.danger)};
  font-weight: bold;
`;

const Missing = styled.ul`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  padding-left: ${({ theme }) => theme.spacing.l};
`;
