import { VoucherStateClass, type VouchersByState } from '@gb/contracts';
import { styled, useTranslation, type DefaultTheme } from '@gb/shell/platform';

/** The states in the order a season passes through them, dropped ones last. */
export const VOUCHER_STATE_SEQUENCE: readonly VoucherStateClass[] = [
  VoucherStateClass.SystemCreated,
  VoucherStateClass.Created,
  VoucherStateClass.WaitingForApproval,
  VoucherStateClass.Draft,
  VoucherStateClass.ApprovedCompany,
  VoucherStateClass.ApprovedVoucherResponsibleUser,
  VoucherStateClass.GoodForPrintingInProgress,
  VoucherStateClass.GoodForPrintingCreated,
  VoucherStateClass.GoodForPrintingApproved,
  VoucherStateClass.Finished,
  VoucherStateClass.ToDeleteFromBooklet,
  VoucherStateClass.Declined,
  VoucherStateClass.Deleted,
];

type Phase = 'start' | 'company' | 'printing' | 'finished' | 'dropped';

const PHASE: Record<VoucherStateClass, Phase> = {
  SystemCreated: 'start',
  Created: 'start',
  WaitingForApproval: 'company',
  Draft: 'company',
  ApprovedCompany: 'company',
  ApprovedVoucherResponsibleUser: 'printing',
  GoodForPrintingInProgress: 'printing',
  GoodForPrintingCreated: 'printing',
  GoodForPrintingApproved: 'printing',
  Finished: 'finished',
  ToDeleteFromBooklet: 'dropped',
  Declined: 'dropped',
  Deleted: 'dropped',
};

const phaseColour = (theme: DefaultTheme, phase: Phase) =>
  ({
    start: theme.colors.border,
    company: theme.colors.muted,
    printing: theme.colors.primary,
    finished: theme.colors.success,
    dropped: theme.colors.danger,
  })[phase];

/** The states a booklet has vouchers in, in the season's order, with their counts. */
export function stateCounts(vouchers: VouchersByState): [VoucherStateClass, number][] {
  return VOUCHER_STATE_SEQUENCE.flatMap((state) => {
    const count = vouchers[state] ?? 0;
    return count > 0 ? [[state, count] as [VoucherStateClass, number]] : [];
  });
}

/** A booklet's vouchers per state as one compact bar; its name lists every count. */
export function VoucherStateBar({ vouchers }: { vouchers: VouchersByState }) {
  const { t } = useTranslation();
  const counts = stateCounts(vouchers);
  if (counts.length === 0) return <Muted>{t('bookletAdmin.noVouchers')}</Muted>;
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  const described = counts
    .map(([state, num]) =>
      t('bookletAdmin.voucherStateCount', { state: t(`voucherStates.${state}`), num }),
    )
    .join(', ');
  return (
    <Wrapper>
      <Bar role="img" aria-label={`${t('bookletAdmin.vouchersByState')}: ${described}`}>
        {counts.map(([state, count]) => (
          <Segment
            key={state}
            $phase={PHASE[state]}
            style={{ flexGrow: count }}
            title={t('bookletAdmin.voucherStateCount', {
              state: t(`voucherStates.${state}`),
              num: count,
            })}
          />
        ))}
      </Bar>
      <Total>{total}</Total>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.s};
  min-width: 6rem;
`;

const Bar = styled.div`
  display: flex;
  flex: 1;
  height: 0.75rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
`;

const Segment = styled.span<{ $phase: Phase }>`
  flex-basis: 0;
  min-width: 2px;
  background: ${({ theme, $phase }) => phaseColour(theme, $phase)};
`;

const Total = styled.span`
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
