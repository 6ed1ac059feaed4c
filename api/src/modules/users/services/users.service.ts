import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AddressRequest, Locale, RegisterRequest, Role } from '@gb/contracts';
import { In, Repository } from 'typeorm';

import type { AuthenticatedUser } from '../../../common/auth/authenticated-user.js';
import { SessionCheckService } from '../../auth/services/session-check.service.js';
import { UserRole } from '../entities/user-role.entity.js';
import { User } from '../entities/user.entity.js';
import { UserErrorCode, UserException } from '../exceptions/user.exception.js';
import { assertMayActOn } from '../user-hierarchy.js';
import { hashPassword, verifyPassword } from './password-hash.js';

function notFound(): UserException {
  return new UserException(UserErrorCode.NOT_FOUND);
}

/** The roles a stored user holds. */
export function rolesOf(user: User): Role[] {
  return (user.roles ?? []).map((held) => held.role);
}

/** Stored users: lookup, creation and the changes of the profile and the roles. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(UserRole) private readonly userRoles: Repository<UserRole>,
    private readonly sessions: SessionCheckService,
  ) {}

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOne({
      where: { email: email.trim().toLowerCase() },
      relations: { roles: true },
    });
  }

  async get(id: number): Promise<User> {
    const user = await this.users.findOne({ where: { id }, relations: { roles: true } });
    if (!user) throw notFound();
    return user;
  }

  /**
   * The user another user is about to change: 404 when unknown, 403 when it holds a role above
   * the caller's. Every route where one user acts on another goes through here.
   */
  async target(caller: AuthenticatedUser, id: number): Promise<User> {
    const user = await this.get(id);
    assertMayActOn(caller, { id: user.id, roles: rolesOf(user) });
    return user;
  }

  /** Everyone, or only holders of any of the roles, by last name. */
  list(roles?: readonly Role[]): Promise<User[]> {
    return this.users.find({
      where: roles ? { roles: { role: In([...roles]) } } : {},
      relations: { roles: true },
      order: { address: { lastname: 'ASC', firstname: 'ASC' }, id: 'ASC' },
    });
  }

  async register(request: RegisterRequest, roles: Role[]): Promise<User> {
    const email = request.email.trim().toLowerCase();
    // A taken email or an unknown company is refused by the database (409, 400: errors/database-errors).
    const user = await this.users.save(
      this.users.create({
        email,
        passwordHash: request.password ? await hashPassword(request.password) : null,
        loginViaHash: request.password === null,
        companyId: request.companyId,
        address: { firstname: request.firstname, lastname: request.lastname, email },
        roles: roles.map((role) => this.userRoles.create({ role })),
      }),
    );
    return this.get(user.id);
  }

  async changeUsername(id: number, username: string): Promise<User> {
    await this.get(id);
    await this.users.update({ id }, { email: username.trim().toLowerCase() });
    return this.get(id);
  }

  /**
   * Sets a new password; answers false, changing nothing, when it is the password the user has
   * now (no new password at all, the client says 'Ungültiges Passwort').
   */
  async changePassword(id: number, password: string): Promise<boolean> {
    await this.get(id);
    const stored = await this.users.findOne({
      where: { id },
      select: { id: true, passwordHash: true },
    });
    if (stored?.passwordHash && (await verifyPassword(stored.passwordHash, password))) return false;
    await this.users.update({ id }, { passwordHash: await hashPassword(password) });
    return true;
  }

  /** Adds the role when missing, removes it when held; answers the roles after. */
  async toggleRole(id: number, role: Role): Promise<User> {
    const user = await this.get(id);
    if (user.roles.some((held) => held.role === role)) {
      await this.userRoles.delete({ userId: id, role });
    } else {
      await this.userRoles.insert({ userId: id, role });
    }
    // A removed role ends the user's access tokens that claim it.
    this.sessions.forget(id);
    return this.get(id);
  }

  async setCompany(id: number, companyId: number | null): Promise<User> {
    await this.get(id);
    await this.users.update({ id }, { companyId });
    // Access tokens name the company their data scope reaches: a move ends them.
    this.sessions.forget(id);
    return this.get(id);
  }

  async setLocale(id: number, preferredLocale: Locale): Promise<User> {
    await this.get(id);
    await this.users.update({ id }, { preferredLocale });
    return this.get(id);
  }

  async setAddress(id: number, address: AddressRequest): Promise<User> {
    const user = await this.get(id);
    user.address = { ...user.address, ...address, type: address.type ?? user.address.type };
    await this.users.save(user);
    return this.get(id);
  }

  /** The attachment of the user's profile picture; 404 for an unknown user. */
  async profileImageAttachmentId(id: number): Promise<number | null> {
    const user = await this.users.findOne({
      where: { id },
      select: { id: true, profileImageAttachmentId: true },
    });
    if (!user) throw notFound();
    return user.profileImageAttachmentId;
  }

  async setProfileImage(id: number, attachmentId: number | null): Promise<void> {
    await this.get(id);
    await this.users.update({ id }, { profileImageAttachmentId: attachmentId });
  }

  async remove(id: number): Promise<void> {
    await this.get(id);
    await this.users.delete({ id });
    this.sessions.forget(id);
  }
}
