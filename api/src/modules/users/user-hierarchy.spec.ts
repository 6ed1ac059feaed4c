import { Role } from '@gb/contracts';

import { mayActOn, rankOf } from './user-hierarchy.js';

const { SuperAdmin, Admin, Franchisee, GraphicDesigner, Company } = Role;

describe(mayActOn.name, () => {
  // caller roles, target roles, allowed
  it.each<[Role[], Role[], boolean]>([
    [[SuperAdmin], [SuperAdmin], true],
    [[SuperAdmin], [Admin], true],
    [[Admin], [SuperAdmin], false],
    [[Admin], [Admin, SuperAdmin], false],
    [[Admin], [Admin], true],
    [[Admin], [Franchisee], true],
    [[Franchisee], [Admin], false],
    [[Franchisee], [SuperAdmin], false],
    [[Franchisee], [Franchisee], true],
    [[Franchisee], [Company], true],
    [[Franchisee], [], true],
    [[GraphicDesigner], [Franchisee], false],
    [[Company], [GraphicDesigner], true],
    [[Company, Franchisee], [Franchisee, Company], true],
    [[], [Company], false],
  ])('a caller with %j on a user with %j: %s', (callerRoles, targetRoles, allowed) => {
    expect(mayActOn({ id: 1, roles: callerRoles }, { id: 2, roles: targetRoles })).toBe(allowed);
  });

  it('always lets a user act on itself', () => {
    expect(mayActOn({ id: 7, roles: [] }, { id: 7, roles: [SuperAdmin] })).toBe(true);
  });

  it('ranks by the highest role held', () => {
    expect(rankOf([Company, Admin])).toBe(rankOf([Admin]));
    expect(rankOf([])).toBe(0);
  });
});
