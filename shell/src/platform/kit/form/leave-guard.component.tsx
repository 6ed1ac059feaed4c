import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';

import { ConfirmDialog } from '../overlays/confirm-dialog.component';

/** Asks before a navigation inside the remote's router leaves unsaved changes behind. */
function RouterLeaveGuard() {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={t('kit.leaveTitle')}
      question={t('kit.leaveQuestion')}
      confirmLabel={t('kit.leave')}
      cancelLabel={t('kit.stay')}
      destructive
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}

/**
 * While `when` holds: closing or reloading the tab asks the browser's question, and a
 * navigation inside the page's router asks "leave without saving?".
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  return when && inDataRouter ? <RouterLeaveGuard /> : null;
}
