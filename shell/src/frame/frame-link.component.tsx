import { loginDialogToggled, selectSession, store } from '@gb/shell/platform';
import type { MouseEvent, ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';

import { guardDecision } from '../routing/navigation-guard';

interface FrameLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  title?: string;
  'aria-current'?: 'page';
  /** Called when the navigation happens (e.g. to close the drawer). */
  onNavigate?: () => void;
}

/**
 * A link of the frame: single-spa navigation, so the active remote's router follows.
 * A guarded target with nobody logged in opens the login dialog instead of navigating.
 */
export function FrameLink({ to, children, onNavigate, ...rest }: FrameLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (guardDecision(to, selectSession(store.getState())) === 'login') {
      event.preventDefault();
      store.dispatch(loginDialogToggled(true));
      return;
    }
    // A modified click opens a new tab the browser's way.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    navigateToUrl(to);
  };
  return (
    <a href={to} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
