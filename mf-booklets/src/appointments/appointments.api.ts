import type { Appointment, AppointmentRequest } from '@gb/contracts';
import { api } from '@gb/shell/platform';

const APPOINTMENTS = { type: 'Appointment' as const, id: 'LIST' };

export const appointmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAppointments: build.query<Appointment[], void>({
      query: () => 'appointment',
      providesTags: [APPOINTMENTS],
    }),
    updateAppointment: build.mutation<Appointment, AppointmentRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `appointment/${id}`, method: 'PUT', body }),
      invalidatesTags: [APPOINTMENTS],
    }),
  }),
});

export const { useGetAppointmentsQuery, useUpdateAppointmentMutation } = appointmentsApi;
