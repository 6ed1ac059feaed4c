import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Put,
  Query,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  Permission,
  RESPONSIBLE_USER_ROLES,
  Role,
  type AddressRequest,
  type UpdateLocaleRequest,
  type UpdateUserRequest,
  type User as UserAnswer,
} from '@gb/contracts';
import { addressSchema, updateLocaleSchema, updateUserSchema } from '@gb/contracts/schemas';

import { ApiException } from '../../../common/api-exception.js';
import { API_MESSAGE } from '../../../common/api-message-keys.js';
import type { AuthenticatedUser } from '../../../common/auth/authenticated-user.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import { assertCompanyScope } from '../../../common/auth/data-scope.js';
import { RequirePermission } from '../../../common/auth/require-permission.decorator.js';
import { assertSelfOrAdmin } from '../../../common/auth/self-or-admin.js';
import { ZodValidationPipe } from '../../../common/zod-validation.pipe.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { UsersService } from '../services/users.service.js';
import { toUserAnswer } from '../user.mapper.js';

function forbidden(): ApiException {
  return new ApiException(HttpStatus.FORBIDDEN, API_MESSAGE.forbidden);
}

/** `roles=Admin,Franchisee` → the roles; anything unknown is a bad request. */
function parseRoles(value: string | undefined): Role[] | undefined {
  if (value === undefined) return undefined;
  const roles = value.split(',').filter(Boolean);
  if (!roles.every((role) => (Object.values(Role) as string[]).includes(role))) {
    throw new ApiException(HttpStatus.BAD_REQUEST, API_MESSAGE.badRequest);
  }
  return roles as Role[];
}

@ApiTags('users')
@ApiBearerAuth()
@Controller('user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @RequirePermission(Permission.Admin, Permission.Franchisee)
  @ApiOperation({
    summary: 'All users (Admin), or the holders of responsible-user roles (Admin, Franchisee)',
  })
  @ApiQuery({ name: 'roles', required: false, example: 'Admin,Franchisee,SuperAdmin' })
  async list(
    @CurrentUser() caller: AuthenticatedUser,
    @Query('roles') rolesParam?: string,
  ): Promise<UserAnswer[]> {
    const roles = parseRoles(rolesParam);
    const isAdmin = caller.permissions.includes(Permission.Admin);
    // Those who assign responsible users may list exactly the possible ones.
    const onlyResponsibleRoles = roles?.every((role) => RESPONSIBLE_USER_ROLES.includes(role));
    if (!isAdmin && !onlyResponsibleRoles) throw forbidden();
    return (await this.users.list(roles)).map(toUserAnswer);
  }

  @Get(':id')
  @ApiOperation({
    summary: "One user: every user its own; a Company user only its own company's users",
  })
  async get(
    @Param('id', IdPipe) id: number,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<UserAnswer> {
    // A user without roles yet (created without a company) still reads its own record.
    if (id !== caller.id && !caller.permissions.includes(Permission.Company)) throw forbidden();
    const user = await this.users.get(id);
    if (user.id !== caller.id) assertCompanyScope(caller, user.companyId);
    return toUserAnswer(user);
  }

  @Put(':id')
  @RequirePermission(Permission.Admin)
  @ApiOperation({ summary: "Set the user's company (Admin)" })
  async update(
    @Param('id', IdPipe) id: number,
    @Body(new ZodValidationPipe(updateUserSchema)) body: UpdateUserRequest,
  ): Promise<UserAnswer> {
    return toUserAnswer(await this.users.setCompany(id, body.companyId));
  }

  @Put(':id/locale')
  @ApiOperation({ summary: 'Set the preferred locale, de-CH or en-US (own user or Admin)' })
  async setLocale(
    @Param('id', IdPipe) id: number,
    @Body(new ZodValidationPipe(updateLocaleSchema)) body: UpdateLocaleRequest,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<UserAnswer> {
    assertSelfOrAdmin(caller, id);
    return toUserAnswer(await this.users.setLocale(id, body.preferredLocale));
  }

  @Put(':id/address')
  @ApiOperation({ summary: 'Set the profile address (own user or Admin)' })
  async setAddress(
    @Param('id', IdPipe) id: number,
    @Body(new ZodValidationPipe(addressSchema)) body: AddressRequest,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<UserAnswer> {
    assertSelfOrAdmin(caller, id);
    return toUserAnswer(await this.users.setAddress(id, body));
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({ summary: 'Delete a user (Franchisee), never oneself' })
  async remove(
    @Param('id', IdPipe) id: number,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<void> {
    if (id === caller.id) throw forbidden();
    await this.users.remove(id);
  }
}
