import { Permission, Role } from '@gb/contracts';

import { callerOfClaims } from './access-token.service.js';

const claims = { sub: 'company@demo.ch', uid: 5, cid: 2, sid: 'login', exp: 2_000_000_000 };

describe(callerOfClaims.name, () => {
  it("derives the caller's permissions from the roles, never from the permissions claim", () => {
    const caller = callerOfClaims({
      ...claims,
      role: ['Role.Company'],
      permissions: ['Role.Admin', 'Role.Franchisee'],
    });
    expect(caller.roles).toEqual([Role.Company]);
    expect(caller.permissions).toEqual([Permission.Company]);
  });

  it('is no login without an expiry', () => {
    expect(() => callerOfClaims({ ...claims, exp: undefined, role: ['Role.Admin'] })).toThrow();
  });
});
