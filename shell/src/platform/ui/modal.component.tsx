import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';

interface ModalProps {
  title: string;
  onClose: () => void;
  /** Fullscreen on every screen size (the user dialog). */
  fullscreen?: boolean;
  children: ReactNode;
}

/** A dialog over the page; Esc closes it. */
export function Modal({ title, onClose, fullscreen = false, children }: ModalProps) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <Backdrop>
      <Panel role="dialog" aria-modal="true" aria-label={title} $fullscreen={fullscreen}>
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
