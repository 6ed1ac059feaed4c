import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';

import { PlatformProvider } from '../components/platform-provider.component';
import { Modal } from './modal.component';

describe(Modal.name, () => {
  it('closes only the topmost of two nested modals on Esc', () => {
    const closeOuter = jest.fn();
    const closeInner = jest.fn();
    render(
      <PlatformProvider>
        <Modal title="Profil" onClose={closeOuter} fullscreen>
          <Modal title="Bitte bestätigen" onClose={closeInner}>
            <p>Profilbild entfernen?</p>
          </Modal>
        </Modal>
      </PlatformProvider>,
    );
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });

  it('hands Esc back to the modal below once the top one is closed, even after re-renders', () => {
    const closeOuter = jest.fn();
    function Dialogs() {
      const [confirming, setConfirming] = useState(true);
      const [renders, setRenders] = useState(0);
      return (
        // A new onClose each render, as the product's dialogs pass.
        <Modal title="Profil" onClose={() => closeOuter(renders)} fullscreen>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            Neu zeichnen
          </button>
          {confirming && (
            <Modal title="Bitte bestätigen" onClose={() => setConfirming(false)}>
              <p>Profilbild entfernen?</p>
            </Modal>
          )}
        </Modal>
      );
    }
    render(
      <PlatformProvider>
        <Dialogs />
      </PlatformProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Neu zeichnen' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Bitte bestätigen' })).toBeNull();
    expect(closeOuter).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(closeOuter).toHaveBeenCalledWith(1);
  });
});
