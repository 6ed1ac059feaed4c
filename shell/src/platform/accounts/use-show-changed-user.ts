import type { User } from '@gb/contracts';

import { selectSession } from '../auth/session.selectors';
import { userLoaded } from '../auth/user-state.slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { accountsApi } from './accounts.api';

/**
 * Puts a user the api answered after a change into the cached record, and into the
 * logged-in user's state when it is that user, so the drawer shows it at once.
 */
export function useShowChangedUser(): (user: User) => void {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  return (user) => {
    void dispatch(accountsApi.util.upsertQueryData('getUser', user.id, user));
    if (session?.userId === user.id) dispatch(userLoaded(user));
  };
}
