import { hasPermission, Permission } from '@gb/contracts';
import { appointmentSchema } from '@gb/contracts/schemas';
import { selectSession, useAppSelector, useTranslation } from '@gb/shell/platform';
import {
  Card,
  CardHeading,
  FormCard,
  FormTextField,
  Muted,
  PageLayout,
} from '@gb/shell/platform/kit';

import {
  useGetAppointmentsQuery,
  useUpdateAppointmentMutation,
} from '../appointments/appointments.api';
import { Paragraphs } from '../appointments/paragraphs.component';

/** /dashboard/appointments: the season's dates; franchisees change them, designers read them. */
export function AppointmentsPage() {
  const { t } = useTranslation();
  const session = useAppSelector(selectSession);
  const isFranchisee = hasPermission(session?.permissions ?? [], Permission.Franchisee);
  const { data, isLoading, isError } = useGetAppointmentsQuery();
  const [updateAppointment] = useUpdateAppointmentMutation();
  // The first item is the one shown.
  const appointment = data?.[0];
  return (
    <PageLayout title={t('routes.appointments')}>
      <Card aria-labelledby="appointment-text-title" data-testid="appointment-text">
        <CardHeading id="appointment-text-title">{t('appointments.text')}</CardHeading>
        {isLoading && <Muted role="status">{t('common.loading')}</Muted>}
        {isError && <Muted role="alert">{t('errors.generic')}</Muted>}
        {appointment &&
          (appointment.text.trim() ? (
            <Paragraphs text={appointment.text} />
          ) : (
            <Muted>{t('appointments.empty')}</Muted>
          ))}
      </Card>
      {appointment && isFranchisee && (
        <FormCard
          title={t('appointments.edit')}
          schema={appointmentSchema}
          values={{ text: appointment.text }}
          savedMessage={t('appointments.saved')}
          onSave={(change) => updateAppointment({ id: appointment.id, ...change }).unwrap()}
        >
          <FormTextField
            name="text"
            label={t('appointments.text')}
            description={t('appointments.hint')}
            rows={10}
          />
        </FormCard>
      )}
    </PageLayout>
  );
}
