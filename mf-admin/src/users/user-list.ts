import {
  mayOpenRoute,
  pathTo,
  ROUTES,
  type Permission,
  type Role,
  type RouteName,
} from '@gb/contracts';

/** The list a user's page belongs to: where its breadcrumb leads and a delete returns to. */
export interface UserList {
  route: RouteName;
  path: string;
}

/**
 * The first list of the user the viewer may open (the navigation guard's rule): every user
 * (admins), the user's company with its users (franchisees manage companies), else Home.
 */
export function userListFor(
  companyId: number | null | undefined,
  viewer: { permissions: readonly Permission[]; roles: readonly Role[] },
): UserList {
  const lists: UserList[] = [
    { route: 'users', path: pathTo('users') },
    ...(companyId
      ? [{ route: 'companyDetail' as const, path: pathTo('companyDetail', { companyId }) }]
      : []),
  ];
  const mayOpen = ({ route }: UserList) =>
    mayOpenRoute(
      ROUTES.find((definition) => definition.name === route)!,
      viewer.permissions,
      viewer.roles,
    );
  return lists.find(mayOpen) ?? { route: 'home', path: '/' };
}
