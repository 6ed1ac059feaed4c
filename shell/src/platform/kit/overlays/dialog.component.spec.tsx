import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';

import { makeStore, PlatformProvider } from '../../index';
import { ConfirmDialog } from './confirm-dialog.component';
import { Dialog } from './dialog.component';

function DialogOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Adresse ändern
      </button>
      {open && (
        <Dialog title="Adresse" onOpenChange={setOpen}>
          <input aria-label="Strasse" />
          <button type="button">Speichern</button>
        </Dialog>
      )}
    </>
  );
}

function ConfirmOpener({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Bestellung löschen
      </button>
      {open && (
        <ConfirmDialog
          question="Soll die Bestellung 2027-00001 wirklich gelöscht werden?"
          confirmLabel="Löschen"
          destructive
          onConfirm={() => {
            onConfirm();
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}

const inPlatform = (children: React.ReactNode) =>
  render(<PlatformProvider store={makeStore()}>{children}</PlatformProvider>);

/** Opens with the opener focused, as a keyboard user would. */
function open(name: string) {
  const opener = screen.getByRole('button', { name });
  act(() => opener.focus());
  fireEvent.click(opener);
  return opener;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe(Dialog.name, () => {
  it('moves the focus into the dialog and keeps it there while Tab cycles', async () => {
    inPlatform(<DialogOpener />);
    open('Adresse ändern');
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Adresse' });
    expect(dialog.contains(document.activeElement)).toBe(true);

    const save = screen.getByRole('button', { name: 'Speichern' });
    act(() => save.focus());
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Strasse' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const opener = (inPlatform(<DialogOpener />), open('Adresse ändern'));
    await settle();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes when the backdrop is clicked', async () => {
    inPlatform(<DialogOpener />);
    open('Adresse ändern');
    await settle();
    const backdrop = screen.getByRole('dialog').parentElement!.parentElement!;
    fireEvent.pointerDown(backdrop, { button: 0, pointerId: 1 });
    fireEvent.mouseDown(backdrop, { button: 0 });
    fireEvent.pointerUp(backdrop, { button: 0, pointerId: 1 });
    fireEvent.mouseUp(backdrop, { button: 0 });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe(ConfirmDialog.name, () => {
  it('puts the focus on the confirm button, so Enter confirms', async () => {
    const confirmed = jest.fn();
    inPlatform(<ConfirmOpener onConfirm={confirmed} />);
    open('Bestellung löschen');
    await settle();
    const dialog = screen.getByRole('alertdialog', { name: 'Bitte bestätigen' });
    expect(dialog.textContent).toContain(
      'Soll die Bestellung 2027-00001 wirklich gelöscht werden?',
    );
    // A focused button is pressed by Enter (the browser's default action for it).
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Löschen' }));
    fireEvent.click(document.activeElement!);
    expect(confirmed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('cancels on Escape without confirming, the focus back on the asking button', async () => {
    const confirmed = jest.fn();
    inPlatform(<ConfirmOpener onConfirm={confirmed} />);
    const opener = open('Bestellung löschen');
    await settle();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(confirmed).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });
});
