import { Body, Controller, Get, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  hasPermission,
  Permission,
  Role,
  type ChangeUsernameRequest,
  type RegisterRequest,
  type ToggleRoleRequest,
  type User as UserAnswer,
} from '@gb/contracts';
import { changeUsernameSchema, registerSchema, toggleRoleSchema } from '@gb/contracts/schemas';
import { rolesAnswerSchema, userAnswerSchema } from '@gb/contracts/answers';

import type { AuthenticatedUser } from '../../../common/auth/authenticated-user.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { RequirePermission } from '../../../common/auth/require-permission.decorator.js';
import { UserErrorCode, UserException } from '../../users/exceptions/user.exception.js';
import { UsersService } from '../../users/services/users.service.js';
import { assertSelfOrAdmin } from '../../users/user-hierarchy.js';
import { toUserAnswer } from '../../users/user.mapper.js';

/** Usernames, new users and roles. */
@ApiTags('auth')
@Controller('auth')
export class AccountController {
  constructor(private readonly users: UsersService) {}

  @Post('change-username')
  @ApiContract({ body: changeUsernameSchema, answer: userAnswerSchema, status: HttpStatus.OK })
  @ApiOperation({ summary: 'Change the login email (own user or Admin); usernames are unique' })
  async changeUsername(
    @Body() body: ChangeUsernameRequest,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<UserAnswer> {
    assertSelfOrAdmin(caller, body.userId);
    await this.users.target(caller, body.userId);
    return toUserAnswer(await this.users.changeUsername(body.userId, body.username));
  }

  @Post('register')
  @ApiContract({ body: registerSchema, answer: userAnswerSchema, status: HttpStatus.CREATED })
  @RequirePermission(Permission.Admin, Permission.Franchisee)
  @ApiOperation({
    summary:
      'Create a user (Admin; a Franchisee only for a company); company users get the Company role, a null password logs in through mailed links only',
  })
  async register(
    @Body() body: RegisterRequest,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<UserAnswer> {
    // Franchisees keep the companies, so they add the companies' users; other users are the Admin's.
    if (body.companyId === null && !hasPermission(caller.permissions, Permission.Admin)) {
      throw new UserException(UserErrorCode.NOT_SELF_OR_ADMIN);
    }
    const roles = body.companyId === null ? [] : [Role.Company];
    return toUserAnswer(await this.users.register(body, roles));
  }

  @Get('role')
  @ApiContract({ answer: rolesAnswerSchema })
  @RequirePermission(Permission.Admin)
  @ApiOperation({ summary: 'Every role a user can hold' })
  roles(): Role[] {
    return Object.values(Role);
  }

  @Post('toggle-role')
  @ApiContract({ body: toggleRoleSchema, answer: userAnswerSchema, status: HttpStatus.OK })
  @RequirePermission(Permission.Admin)
  @ApiOperation({ summary: "Grant or take a role (Admin), never on the caller's own user" })
  async toggleRole(
    @Body() body: ToggleRoleRequest,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<UserAnswer> {
    if (body.userId === caller.id) throw new UserException(UserErrorCode.OWN_USER);
    // Only a SuperAdmin hands out or takes the SuperAdmin role.
    if (body.roleName === Role.SuperAdmin && !caller.roles.includes(Role.SuperAdmin)) {
      throw new UserException(UserErrorCode.SUPER_ADMIN_ROLE_RESERVED);
    }
    await this.users.target(caller, body.userId);
    return toUserAnswer(await this.users.toggleRole(body.userId, body.roleName));
  }
}
