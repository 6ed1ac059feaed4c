import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';

import { PlatformProvider } from '../components/platform-provider.component';
import { makeStore } from '../store/make-store';
import { SingleFileRow } from './single-file-row.component';
import { FakeXhr } from './testing/fake-xhr';

function renderRow(hasFile: boolean) {
  const onUploaded = jest.fn();
  const onDelete = jest.fn();
  render(
    <PlatformProvider store={makeStore()}>
      <SingleFileRow
        label="Profilbild"
        hasFile={hasFile}
        previewUrl="/api/v1/user/7/profile-image?size=20&cache=12"
        downloadUrl="/api/v1/user/7/profile-image?size=0&cache=12"
        uploadPath="user/7/profile-image"
        field="ImageFile"
        deleteQuestion="Profilbild entfernen?"
        onUploaded={onUploaded}
        onDelete={onDelete}
      />
    </PlatformProvider>,
  );
  return { onUploaded, onDelete };
}

describe(SingleFileRow.name, () => {
  beforeEach(() => FakeXhr.install());

  it('offers only the upload while no file is stored', () => {
    renderRow(false);
    expect(screen.getByRole('button', { name: 'Hochladen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Herunterladen' })).toBeNull();
  });

  it('shows the preview and the download of a stored file', () => {
    renderRow(true);
    expect(screen.getByRole('img', { name: 'Vorschau: Profilbild' }).getAttribute('src')).toBe(
      '/api/v1/user/7/profile-image?size=20&cache=12',
    );
    expect(screen.getByRole('link', { name: 'Herunterladen' }).getAttribute('href')).toBe(
      '/api/v1/user/7/profile-image?size=0&cache=12',
    );
  });

  it('replaces the file through the upload dialog, which closes once uploaded', async () => {
    const { onUploaded } = renderRow(true);
    fireEvent.click(screen.getByRole('button', { name: 'Ersetzen' }));
    expect(screen.getByRole('dialog', { name: 'Profilbild' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Dateien auswählen'), {
      target: { files: [new File(['png'], 'neu.png', { type: 'image/png' })] },
    });
    await act(async () => FakeXhr.last().respond(201, { id: 7, profileImageAttachmentId: 13 }));
    expect(onUploaded).toHaveBeenCalledWith({ id: 7, profileImageAttachmentId: 13 });
    expect(screen.queryByRole('dialog', { name: 'Profilbild' })).toBeNull();
  });

  it('deletes only after the question is confirmed', () => {
    const { onDelete } = renderRow(true);
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(screen.getByText('Profilbild entfernen?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nein' }));
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    const question = screen.getByRole('alertdialog');
    fireEvent.click(within(question).getByRole('button', { name: 'Löschen' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
