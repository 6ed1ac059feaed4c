import type { MouseEvent, ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';

interface FrameLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  title?: string;
  'aria-current'?: 'page';
  tabIndex?: number;
  /** Called when the navigation happens (e.g. to close the drawer). */
  onNavigate?: () => void;
}

/**
 * A link of the frame: single-spa navigation, so the active remote's router follows (and the
 * navigation guard decides a guarded target as it does any other link's).
 */
export function FrameLink({ to, children, onNavigate, ...rest }: FrameLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
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
