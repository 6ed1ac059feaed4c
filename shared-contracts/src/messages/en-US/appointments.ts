import type appointments from '../de-CH/appointments.js';

const messages: typeof appointments = {
  text: 'Appointments',
  edit: 'Edit',
  saved: 'Appointments saved',
  empty: 'No appointments yet',
  hint: 'Every line becomes a paragraph.',
};

export default messages;
