import { permissionsOf, Role } from '@gb/contracts';

import { userListFor } from './user-list';

const viewer = (role: Role) => ({ permissions: permissionsOf([role]), roles: [role] });

describe("a user's list", () => {
  it('is every user for an admin, also for a user of a company', () => {
    expect(userListFor(5, viewer(Role.Admin)).path).toBe('/dashboard/users');
    expect(userListFor(null, viewer(Role.SuperAdmin)).path).toBe('/dashboard/users');
  });

  it("is the user's company for a franchisee, who may not open every user", () => {
    expect(userListFor(5, viewer(Role.Franchisee))).toEqual({
      route: 'companyDetail',
      path: '/dashboard/companies/5',
    });
  });

  it('is Home for whoever may open neither list', () => {
    expect(userListFor(null, viewer(Role.Franchisee)).path).toBe('/');
    expect(userListFor(5, viewer(Role.Company)).path).toBe('/');
  });
});
