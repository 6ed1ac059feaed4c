import { formatPercent, type Locale, type SellThroughRow } from '@gb/contracts';
import { styled, useTranslation } from '@gb/shell/platform';

const BAR_HEIGHT = 22;
const LABEL_WIDTH = 46;

/**
 * A small bar chart of the sell-through rate per point of sale and booklet (reported ones only),
 * best first. The bars are drawn as SVG and read as one image with a text alternative; the
 * table beside it holds the same numbers for screen readers.
 */
export function SellThroughChart({
  rows,
  locale,
}: {
  rows: readonly SellThroughRow[];
  locale: Locale;
}) {
  const { t } = useTranslation();
  const rated = rows
    .filter(
      (row): row is SellThroughRow & { sellThroughRate: number } => row.sellThroughRate !== null,
    )
    .sort((a, b) => b.sellThroughRate - a.sellThroughRate);
  if (rated.length === 0) return null;
  const summary = rated
    .map(
      (row) =>
        `${row.companyName}, ${row.bookletName}: ${formatPercent(row.sellThroughRate, locale)}`,
    )
    .join('; ');
  return (
    <Figure>
      <figcaption>{t('partnerOrder.chartLabel')}</figcaption>
      <svg
        role="img"
        aria-label={`${t('partnerOrder.chartLabel')}: ${summary}`}
        viewBox={`0 0 100 ${rated.length * BAR_HEIGHT}`}
        preserveAspectRatio="none"
        height={rated.length * BAR_HEIGHT}
        width="100%"
      >
        {rated.map((row, index) => (
          <g key={`${row.companyId}-${row.bookletId}`}>
            <Track x={0} y={index * BAR_HEIGHT + 4} width={100} height={BAR_HEIGHT - 8} />
            <Bar
              x={0}
              y={index * BAR_HEIGHT + 4}
              width={Math.max(0.5, row.sellThroughRate * 100)}
              height={BAR_HEIGHT - 8}
            />
          </g>
        ))}
      </svg>
      <Legend aria-hidden="true">
        {rated.map((row) => (
          <li key={`${row.companyId}-${row.bookletId}`}>
            <Rate>{formatPercent(row.sellThroughRate, locale)}</Rate> {row.companyName},{' '}
            {row.bookletName}
          </li>
        ))}
      </Legend>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.s};
  max-width: 40rem;
`;

const Track = styled.rect`
  fill: ${({ theme }) => theme.colors.border};
`;

const Bar = styled.rect`
  fill: ${({ theme }) => theme.colors.primary};
`;

const Legend = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  font-size: 0.875rem;
`;

const Rate = styled.span`
  display: inline-block;
  min-width: ${LABEL_WIDTH}px;
  font-weight: 600;
`;
