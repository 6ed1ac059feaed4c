import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../overlays/confirm-dialog.component';

interface RoutingEventDetail {
  oldUrl: string;
  newUrl: string;
  /** single-spa: a promise of true keeps the page (the URL goes back), of false lets it go. */
  cancelNavigation?: (cancel: Promise<boolean>) => void;
}

const pathOf = (url: string) => new URL(url, window.location.href).pathname;

/**
 * While `when` holds: closing or reloading the tab asks the browser's question, and any move to
 * another page (a link of the frame or of a remote, the back button) asks "leave without
 * saving?" first; staying keeps the page and its changes. Navigation runs through single-spa,
 * whose before-routing event can cancel it.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<((stay: boolean) => void) | null>(null);
  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onBeforeRouting = (event: Event) => {
      const { oldUrl, newUrl, cancelNavigation } = (event as CustomEvent<RoutingEventDetail>)
        .detail;
      if (!cancelNavigation || pathOf(oldUrl) === pathOf(newUrl)) return;
      cancelNavigation(new Promise<boolean>((resolve) => setPending(() => resolve)));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
    };
  }, [when]);
  if (!pending) return null;
  const decide = (stay: boolean) => {
    pending(stay);
    setPending(null);
  };
  return (
    <ConfirmDialog
      title={t('kit.leaveTitle')}
      question={t('kit.leaveQuestion')}
      confirmLabel={t('kit.leave')}
      cancelLabel={t('kit.stay')}
      destructive
      onConfirm={() => decide(false)}
      onCancel={() => decide(true)}
    />
  );
}
