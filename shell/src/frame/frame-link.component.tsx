import type { ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';

interface FrameLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/** A link of the frame: single-spa navigation, so the active remote's router follows. */
export function FrameLink({ to, children, ...rest }: FrameLinkProps) {
  return (
    <a href={to} onClick={navigateToUrl} {...rest}>
      {children}
    </a>
  );
}
