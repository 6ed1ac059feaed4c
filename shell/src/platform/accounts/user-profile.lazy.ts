import { lazy, Suspense, type ComponentProps } from 'react';

const LoadedUserProfile = lazy(() =>
  import('./user-profile.component').then((module) => ({ default: module.UserProfile })),
);

/**
 * The user's tabs, downloaded when a profile is first shown: their forms need the validation
 * schemas (zod) and the messages of both locales, which Home does not.
 */
export function UserProfile(props: ComponentProps<typeof LoadedUserProfile>) {
  return (
    <Suspense fallback={null}>
      <LoadedUserProfile {...props} />
    </Suspense>
  );
}
