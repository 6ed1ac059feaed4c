import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components';
import styled from 'styled-components';

import { backdrop } from './dialog.component';

export interface SideSheetProps {
  /** The sheet's accessible name. */
  label: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A panel sliding in from the right over a backdrop (the drawer): focus moves in and stays,
 * returns to the toggle on close; Escape and the backdrop close it; the page does not scroll.
 * Full width on a phone.
 */
export function SideSheet({ label, isOpen, onOpenChange, children }: SideSheetProps) {
  return (
    <Overlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Sheet>
        <AriaDialog aria-label={label} style={{ outline: 'none', height: '100%' }}>
          {children}
        </AriaDialog>
      </Sheet>
    </Overlay>
  );
}

const Overlay = styled(ModalOverlay)`
  ${backdrop}
`;

const Sheet = styled(Modal)`
  position: fixed;
  inset: 0 0 0 auto;
  box-sizing: border-box;
  width: min(100%, 22rem);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: -4px 0 24px rgba(0, 0, 0, 0.2);
`;
