import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';

interface ModalProps {
  title: string;
  onClose: () => void;
  /** Fullscreen on every screen size (the user dialog). */
  fullscreen?: boolean;
  children: ReactNode;
}

interface OpenModal {
  panel: RefObject<HTMLDivElement | null>;
  onClose: RefObject<() => void>;
}

/** Every mounted modal; one window listener hands Esc to the topmost of them. */
const openModals: OpenModal[] = [];

/**
 * The modal drawn over all others: the last in document order (a dialog opened from within
 * another is rendered inside it), or the last opened when their order cannot be told.
 */
function topmostModal(): OpenModal | undefined {
  return openModals.reduce<OpenModal | undefined>((top, modal) => {
    const topPanel = top?.panel.current;
    const panel = modal.panel.current;
    if (!top || !topPanel || !panel) return modal;
    return topPanel.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_PRECEDING ? top : modal;
  }, undefined);
}

function onEscape(event: KeyboardEvent) {
  if (event.key === 'Escape') topmostModal()?.onClose.current();
}

function registerModal(modal: OpenModal): () => void {
  if (openModals.length === 0) window.addEventListener('keydown', onEscape);
  openModals.push(modal);
  return () => {
    openModals.splice(openModals.indexOf(modal), 1);
    if (openModals.length === 0) window.removeEventListener('keydown', onEscape);
  };
}

/** A dialog over the page; Esc closes it when no other modal is open above it. */
export function Modal({ title, onClose, fullscreen = false, children }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  // Registered once per opening: a re-render must not move this modal above a newer one.
  useEffect(() => registerModal({ panel, onClose: onCloseRef }), []);
  return (
    <Backdrop>
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        $fullscreen={fullscreen}
      >
        <Title>{title}</Title>
        {children}
      </Panel>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(0, 0, 0, 0.45);
`;

const Panel = styled.div<{ $fullscreen: boolean }>`
  width: ${({ $fullscreen }) => ($fullscreen ? '100%' : 'min(100%, 26rem)')};
  height: ${({ $fullscreen }) => ($fullscreen ? '100%' : 'auto')};
  max-height: 100%;
  overflow: auto;
  padding: ${({ theme }) => theme.spacing.l};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ $fullscreen, theme }) => ($fullscreen ? '0' : theme.radii.m)};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
  font-size: ${({ theme }) => theme.fontSizes.l};
`;
