import { formatDate, type Locale } from '@gb/contracts';
import { useTheme, useTranslation } from '@gb/shell/platform';
import { BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

import { chartOptions } from '../statistics/chart-options';

Chart.register(BarElement, CategoryScale, LinearScale, Tooltip);

interface RedemptionsChartProps {
  weeks: { week: string; redemptions: number }[];
  locale: Locale;
  label: string;
}

/** A company's redemptions per week, as bars, each named by its Monday. */
export function RedemptionsPerWeekChart({ weeks, locale, label }: RedemptionsChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const data = {
    labels: weeks.map(({ week }) => formatDate(`${week}T12:00:00Z`, locale)),
    datasets: [
      {
        label: t('companyAdmin.redemptions'),
        data: weeks.map(({ redemptions }) => redemptions),
        backgroundColor: theme.colors.primary,
      },
    ],
  };
  return <Bar role="img" aria-label={label} data={data} options={chartOptions(locale)} />;
}
