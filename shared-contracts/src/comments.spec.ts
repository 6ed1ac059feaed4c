import { mayChangeBookletComment } from './comments.js';
import { Role } from './enums.js';
import { permissionsOf } from './roles.js';

describe('mayChangeBookletComment', () => {
  const caller = (role: Role) => ({ userId: 7, permissions: permissionsOf([role]) });

  it.each([
    [Role.GraphicDesigner, 7, true],
    [Role.Franchisee, 7, true],
    [Role.Franchisee, 8, false],
    [Role.GraphicDesigner, 8, false],
    [Role.Admin, 8, true],
    [Role.SuperAdmin, null, true],
    [Role.Franchisee, null, false],
  ])('a %s on a comment by user %s: %s', (role, authorId, allowed) => {
    expect(mayChangeBookletComment(authorId, caller(role))).toBe(allowed);
  });
});
