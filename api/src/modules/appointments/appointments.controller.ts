import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permission, type Appointment, type AppointmentRequest } from '@gb/contracts';
import { appointmentSchema } from '@gb/contracts/schemas';
import { appointmentAnswerSchema } from '@gb/contracts/answers';

import { RequirePermission } from '../../common/auth/index.js';
import { IdPipe } from '../../common/id.pipe.js';
import { ApiContract } from '../../common/openapi/api-contract.decorator.js';
import { AppointmentsService } from './appointments.service.js';

@ApiTags('appointments')
@Controller('appointment')
export class AppointmentsController {
  constructor(private readonly appointments: AppointmentsService) {}

  @Get()
  @RequirePermission(Permission.Franchisee, Permission.GraphicDesigner)
  @ApiOperation({ summary: 'The appointments; the first item is the one shown' })
  @ApiContract({ answer: appointmentAnswerSchema.array() })
  list(): Promise<Appointment[]> {
    return this.appointments.list();
  }

  @Put(':id')
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({ summary: 'Change the appointment text (newlines become paragraphs)' })
  @ApiContract({ body: appointmentSchema, answer: appointmentAnswerSchema })
  update(@Param('id', IdPipe) id: number, @Body() body: AppointmentRequest): Promise<Appointment> {
    return this.appointments.update(id, body);
  }
}
