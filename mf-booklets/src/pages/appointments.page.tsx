import { TitledPage } from '@gb/shell/platform';

/** /dashboard/appointments */
export function AppointmentsPage() {
  return <TitledPage titleKey="routes.appointments" />;
}
