import { DomainException } from '../../../errors/domain-exception.js';

export enum AppointmentErrorCode {
  NOT_FOUND = 'APPOINTMENT_NOT_FOUND',
}

export class AppointmentException extends DomainException<AppointmentErrorCode> {}
