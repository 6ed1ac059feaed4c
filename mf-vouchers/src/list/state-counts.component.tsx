import type { VoucherStateClass } from '@gb/contracts';
import { Button, styled, useTranslation } from '@gb/shell/platform';

import { stateCountsInOrder } from './voucher-list-filter';

interface StateCountsProps {
  counts: Partial<Record<VoucherStateClass, number>>;
  /** The state the list is filtered by, if one. */
  selected: string;
  onSelect: (state: string) => void;
  stateLabel: (state: string) => string;
}

/** How many vouchers the filters find per state; a state's button filters the list by it. */
export function StateCounts({ counts, selected, onSelect, stateLabel }: StateCountsProps) {
  const { t } = useTranslation();
  const entries = stateCountsInOrder(counts);
  if (entries.length === 0) return null;
  return (
    <List aria-label={t('voucherAdmin.stateCounts')}>
      {entries.map(({ stateClass, count }) => (
        <li key={stateClass}>
          <Button
            type="button"
            $variant={selected === stateClass ? 'primary' : 'plain'}
            aria-pressed={selected === stateClass}
            onClick={() => onSelect(selected === stateClass ? '' : stateClass)}
          >
            {t('voucherAdmin.stateCount', { state: stateLabel(stateClass), num: count })}
          </Button>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.s};
  margin: 0;
  padding: 0;
  list-style: none;
`;
