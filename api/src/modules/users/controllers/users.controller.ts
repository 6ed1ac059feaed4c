import { Body, Controller, Delete, Get, HttpStatus, Param, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Permission,
  RESPONSIBLE_USER_ROLES,
  type AddressRequest,
  type ResponsibleUser,
  type UpdateLocaleRequest,
  type UpdateUserRequest,
  type User as UserAnswer,
} from '@gb/contracts';
import {
  addressSchema,
  updateLocaleSchema,
  updateUserSchema,
  userListQuerySchema,
  type UserListQuery,
} from '@gb/contracts/schemas';
import { responsibleUserAnswerSchema, userAnswerSchema } from '@gb/contracts/answers';

import type { AuthenticatedUser } from '../../../common/auth/authenticated-user.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import { assertCompanyScope } from '../../../common/auth/data-scope.js';
import { RequirePermission } from '../../../common/auth/require-permission.decorator.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { UserErrorCode, UserException } from '../exceptions/user.exception.js';
import { UsersService } from '../services/users.service.js';
import { assertSelfOrAdmin } from '../user-hierarchy.js';
import { toUserAnswer } from '../user.mapper.js';

@ApiTags('users')
@Controller('user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @RequirePermission(Permission.Admin, Permission.Franchisee)
  @ApiOperation({
    summary: 'All users (Admin), or the holders of responsible-user roles (Admin, Franchisee)',
  })
  @ApiContract({ query: userListQuerySchema, answer: userAnswerSchema.array() })
  async list(
    @CurrentUser() caller: AuthenticatedUser,
    @Query() query: UserListQuery,
  ): Promise<UserAnswer[]> {
    const isAdmin = caller.permissions.includes(Permission.Admin);
    // Those who assign responsible users may list exactly the possible ones.
    const onlyResponsibleRoles = query.roles?.every((role) =>
      RESPONSIBLE_USER_ROLES.includes(role),
    );
    if (!isAdmin && !onlyResponsibleRoles) throw new UserException(UserErrorCode.LIST_NOT_ALLOWED);
    return (await this.users.list(query.roles)).map(toUserAnswer);
  }

  // Before `:id`, which would take the word for an id.
  @Get('responsible')
  @RequirePermission(Permission.Company)
  @ApiOperation({
    summary:
      'The possible responsible users (Admin, Franchisee or SuperAdmin), by name: for every ' +
      "dashboard's pickers and labels",
  })
  @ApiContract({ answer: responsibleUserAnswerSchema.array() })
  async responsible(): Promise<ResponsibleUser[]> {
    const users = await this.users.list(RESPONSIBLE_USER_ROLES);
    return users.map((user) => ({
      id: user.id,
      email: user.email,
      firstname: user.address.firstname,
      lastname: user.address.lastname,
    }));
  }

  @Get(':id')
  @ApiOperation({
    summary: "One user: every user its own; a Company user only its own company's users",
  })
  @ApiContract({ answer: userAnswerSchema })
  async get(
    @Param('id', IdPipe) id: number,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<UserAnswer> {
    // A user without roles yet (created without a company) still reads its own record.
    if (id !== caller.id && !caller.permissions.includes(Permission.Company)) {
      throw new UserException(UserErrorCode.NOT_SELF_OR_ADMIN);
    }
    const user = await this.users.get(id);
    if (user.id !== caller.id) assertCompanyScope(caller, user.companyId);
    return toUserAnswer(user);
  }

  @Put(':id')
  @RequirePermission(Permission.Admin)
  @ApiOperation({ summary: "Set the user's company (Admin, not on a higher-ranking user)" })
  @ApiContract({ body: updateUserSchema, answer: userAnswerSchema })
  async update(
    @Param('id', IdPipe) id: number,
    @Body() body: UpdateUserRequest,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<UserAnswer> {
    await this.users.target(caller, id);
    return toUserAnswer(await this.users.setCompany(id, body.companyId));
  }

  @Put(':id/locale')
  @ApiOperation({ summary: 'Set the preferred locale, de-CH or en-US (own user or Admin)' })
  @ApiContract({ body: updateLocaleSchema, answer: userAnswerSchema })
  async setLocale(
    @Param('id', IdPipe) id: number,
    @Body() body: UpdateLocaleRequest,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<UserAnswer> {
    assertSelfOrAdmin(caller, id);
    await this.users.target(caller, id);
    return toUserAnswer(await this.users.setLocale(id, body.preferredLocale));
  }

  @Put(':id/address')
  @ApiOperation({ summary: 'Set the profile address (own user or Admin)' })
  @ApiContract({ body: addressSchema, answer: userAnswerSchema })
  async setAddress(
    @Param('id', IdPipe) id: number,
    @Body() body: AddressRequest,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<UserAnswer> {
    assertSelfOrAdmin(caller, id);
    await this.users.target(caller, id);
    return toUserAnswer(await this.users.setAddress(id, body));
  }

  @Delete(':id')
  @ApiContract({ answer: null, status: HttpStatus.NO_CONTENT })
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({ summary: 'Delete a user (Franchisee), never oneself nor a higher-ranking user' })
  async remove(
    @Param('id', IdPipe) id: number,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<void> {
    if (id === caller.id) throw new UserException(UserErrorCode.OWN_USER);
    await this.users.target(caller, id);
    await this.users.remove(id);
  }
}
