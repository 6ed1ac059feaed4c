import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styled, { css } from 'styled-components';

import { HeadingLevel } from '../../ui/card-title.component';

export interface DialogProps {
  title: string;
  /** Called with false when the user closes it: Escape, the backdrop, or a close button inside. */
  onOpenChange: (open: boolean) => void;
  isOpen?: boolean;
  /** Fullscreen on every screen size (the user dialog). */
  fullscreen?: boolean;
  /** A dialog that asks for a decision: the backdrop does not close it. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * A dialog over the page (React Aria): focus moves in and stays inside, returns to the opener
 * when it closes; Escape and the backdrop close it; the page behind does not scroll.
 */
export function Dialog({
  title,
  onOpenChange,
  isOpen = true,
  fullscreen = false,
  role = 'dialog',
  children,
}: DialogProps) {
  return (
    <Overlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={role === 'dialog'}>
      <Panel $fullscreen={fullscreen}>
        <AriaDialog role={role} aria-label={title} style={{ outline: 'none' }}>
          {({ close }) => (
            <>
              <Title slot="title">{title}</Title>
              {/* Its cards' titles are h3 under the dialog's h2. */}
              <HeadingLevel level={3}>
                {typeof children === 'function' ? children(close) : children}
              </HeadingLevel>
            </>
          )}
        </AriaDialog>
      </Panel>
    </Overlay>
  );
}

export const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 100;
  background: rgba(0, 0, 0, 0.45);
`;

const Overlay = styled(ModalOverlay)`
  ${backdrop}
  display: flex;
  align-items: center;
  justify-content: center;
`;

const Panel = styled(Modal)<{ $fullscreen: boolean }>`
  box-sizing: border-box;
  width: ${({ $fullscreen }) => ($fullscreen ? '100%' : 'min(100% - 1rem, 30rem)')};
  height: ${({ $fullscreen }) => ($fullscreen ? '100%' : 'auto')};
  max-height: 100%;
  overflow: auto;
  padding: ${({ theme }) => theme.spacing.l};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ $fullscreen, theme }) => ($fullscreen ? '0' : theme.radii.m)};
`;

const Title = styled(Heading)`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
  font-size: ${({ theme }) => theme.fontSizes.l};
`;
