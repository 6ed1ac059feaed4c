import { formatDate, type Locale, type Statistics } from '@gb/contracts';
import { useTheme, useTranslation } from '@gb/shell/platform';
import {
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';

import { chartOptions, dayPointRadius } from './chart-options';
import { bookletName, statesOf } from './statistics-figures';

// Only the pieces these three charts draw, so the rest of Chart.js stays out of the chunk.
Chart.register(BarElement, CategoryScale, Legend, LinearScale, LineElement, PointElement, Tooltip);

/** One colour per voucher state, told apart side by side in a stacked bar. */
const STATE_COLOURS = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#bab0ac',
  '#1f4e79',
  '#8cd17d',
  '#d37295',
];

interface ChartProps {
  statistics: Statistics;
  locale: Locale;
  /** The chart's accessible name: its title, pointing to the table of its numbers. */
  label: string;
}

/** Vouchers by state per booklet, as stacked bars. */
export function VouchersByStateChart({ statistics, locale, label }: ChartProps) {
  const { t } = useTranslation();
  const data = {
    labels: statistics.booklets.map(bookletName),
    datasets: statesOf(statistics).map((state, index) => ({
      label: t(`voucherStates.${state}`),
      data: statistics.booklets.map((booklet) => booklet.vouchersByState[state] ?? 0),
      backgroundColor: STATE_COLOURS[index % STATE_COLOURS.length],
    })),
  };
  return (
    <Bar
      role="img"
      aria-label={label}
      data={data}
      options={chartOptions(locale, { stacked: true })}
    />
  );
}

/** Public orders per day over the season, as a line. */
export function OrdersPerDayChart({ statistics, locale, label }: ChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const pointRadius = dayPointRadius(statistics.ordersPerDay.length);
  const data = {
    labels: statistics.ordersPerDay.map((day) => formatDate(day.date, locale)),
    datasets: [
      {
        label: t('statistics.orders'),
        data: statistics.ordersPerDay.map((day) => day.orders),
        borderColor: theme.colors.primary,
        backgroundColor: theme.colors.primary,
        pointRadius,
      },
      {
        label: t('statistics.booklets'),
        data: statistics.ordersPerDay.map((day) => day.booklets),
        borderColor: theme.colors.muted,
        backgroundColor: theme.colors.muted,
        pointRadius,
      },
    ],
  };
  return <Line role="img" aria-label={label} data={data} options={chartOptions(locale)} />;
}

/** Printed and sold booklets side by side per booklet. */
export function PrintedVersusSoldChart({ statistics, locale, label }: ChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const data = {
    labels: statistics.booklets.map(bookletName),
    datasets: [
      {
        label: t('statistics.printed'),
        data: statistics.booklets.map((booklet) => booklet.printed ?? 0),
        backgroundColor: theme.colors.muted,
      },
      {
        label: t('statistics.sold'),
        data: statistics.booklets.map((booklet) => booklet.sold),
        backgroundColor: theme.colors.primary,
      },
    ],
  };
  return <Bar role="img" aria-label={label} data={data} options={chartOptions(locale)} />;
}
