import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Appointment as AppointmentAnswer, AppointmentRequest } from '@gb/contracts';
import { Repository } from 'typeorm';

import { Appointment } from './entities/appointment.entity.js';
import { AppointmentErrorCode, AppointmentException } from './exceptions/appointment.exception.js';

const toAnswer = ({ id, text }: Appointment): AppointmentAnswer => ({ id, text });

/** The season's appointments: one text, the first item being the one shown. */
@Injectable()
export class AppointmentsService {
  constructor(
    @InjectRepository(Appointment) private readonly appointments: Repository<Appointment>,
  ) {}

  async list(): Promise<AppointmentAnswer[]> {
    return (await this.appointments.find({ order: { id: 'ASC' } })).map(toAnswer);
  }

  async update(id: number, request: AppointmentRequest): Promise<AppointmentAnswer> {
    const { affected } = await this.appointments.update(id, { text: request.text });
    if (!affected) throw new AppointmentException(AppointmentErrorCode.NOT_FOUND);
    return toAnswer(await this.appointments.findOneByOrFail({ id }));
  }
}
