import { lazyComponent } from '../components/lazy-component';

/**
 * The user's tabs, downloaded when a profile is first shown: their forms need the validation
 * schemas (zod) and the messages of both locales, which Home does not.
 */
export const UserProfile = lazyComponent(() =>
  import('./user-profile.component').then((module) => module.UserProfile),
);
