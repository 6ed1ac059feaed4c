import { lazy } from 'react';

// Chart.js comes with the statistics page only: no other page, and never Home, loads it.
const charts = () => import('./statistics-charts.component');

export const VouchersByStateChart = lazy(async () => ({
  default: (await charts()).VouchersByStateChart,
}));
export const OrdersPerDayChart = lazy(async () => ({
  default: (await charts()).OrdersPerDayChart,
}));
export const PrintedVersusSoldChart = lazy(async () => ({
  default: (await charts()).PrintedVersusSoldChart,
}));
