import { Permission } from '@gb/contracts';
import { selectCurrentUser, selectSession, useAppSelector } from '@gb/shell/platform';

/** Who looks at the vouchers: staff see every voucher and its staff fields, a company its own. */
export interface Viewer {
  userId: number | null;
  /** Admin, Franchisee or GraphicDesigner. */
  isStaff: boolean;
  /** Admin or Franchisee: creates vouchers, assigns responsible users, lists companies. */
  isFranchisee: boolean;
}

export function viewerOf(userId: number | null, permissions: readonly Permission[]): Viewer {
  const isFranchisee =
    permissions.includes(Permission.Admin) || permissions.includes(Permission.Franchisee);
  return {
    userId,
    isFranchisee,
    isStaff: isFranchisee || permissions.includes(Permission.GraphicDesigner),
  };
}

export function useViewer(): Viewer {
  const session = useAppSelector(selectSession);
  const user = useAppSelector(selectCurrentUser);
  return viewerOf(session?.userId ?? user?.id ?? null, session?.permissions ?? []);
}
