import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';

import { api } from '../api/platform.api';
import { tokensReceived } from '../auth/auth.slice';
import { PlatformProvider } from '../components/platform-provider.component';
import { makeStore } from '../store/make-store';
import { SingleFileRow } from './single-file-row.component';
import { FakeXhr } from './testing/fake-xhr';

function renderRow(hasFile: boolean) {
  const onUploaded = jest.fn();
  const onDelete = jest.fn();
  const store = makeStore();
  store.dispatch(tokensReceived({ token: 'access', refreshToken: 'refresh' }));
  const view = render(
    <PlatformProvider store={store}>
      <SingleFileRow
        label="Profilbild"
        hasFile={hasFile}
        previewPath="user/7/profile-image?size=20&cache=12"
        download={{ path: 'user/7/profile-image?size=0&cache=12', name: 'Profilbild' }}
        uploadPath="user/7/profile-image"
        field="ImageFile"
        deleteQuestion="Profilbild entfernen?"
        onUploaded={onUploaded}
        onDelete={onDelete}
      />
    </PlatformProvider>,
  );
  return { onUploaded, onDelete, store, view };
}

/** The api as the browser reaches it: each file call answers a PNG, and is recorded. */
function fakeFiles() {
  const calls: { url: string; authorization: string | null }[] = [];
  const objectUrls: string[] = [];
  const revoked: string[] = [];
  const realFetch = globalThis.fetch;
  const { createObjectURL, revokeObjectURL } = URL;
  globalThis.fetch = (async (input: Request) => {
    calls.push({ url: input.url, authorization: input.headers.get('Authorization') });
    return new Response(new Blob(['png'], { type: 'image/png' }), {
      headers: { 'Content-Type': 'image/png' },
    });
  }) as typeof fetch;
  URL.createObjectURL = () => {
    objectUrls.push(`blob:file-${objectUrls.length + 1}`);
    return objectUrls.at(-1)!;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  const restore = () => {
    globalThis.fetch = realFetch;
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  };
  return { calls, objectUrls, revoked, restore };
}

describe(SingleFileRow.name, () => {
  beforeEach(() => FakeXhr.install());

  it('offers only the upload while no file is stored', () => {
    renderRow(false);
    expect(screen.getByRole('button', { name: 'Hochladen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Herunterladen' })).toBeNull();
  });

  it("shows the stored file's preview and downloads it, both read with the token", async () => {
    const files = fakeFiles();
    try {
      const { store, view } = renderRow(true);
      const preview = await screen.findByRole('img', { name: 'Vorschau: Profilbild' });
      expect(preview.getAttribute('src')).toBe('blob:file-1');
      expect(files.calls).toEqual([
        {
          url: expect.stringMatching(/\/api\/v1\/user\/7\/profile-image\?size=20&cache=12$/),
          authorization: 'Bearer access',
        },
      ]);

      const saved: { href: string; download: string }[] = [];
      const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push({ href: this.href, download: this.download });
      });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Herunterladen' }));
      });
      click.mockRestore();
      expect(files.calls[1]).toEqual({
        url: expect.stringMatching(/\/api\/v1\/user\/7\/profile-image\?size=0&cache=12$/),
        authorization: 'Bearer access',
      });
      expect(saved).toEqual([{ href: 'blob:file-2', download: 'Profilbild.png' }]);

      // Once nothing shows the preview any more, its object URL is freed.
      view.unmount();
      await act(async () => {
        store.dispatch(api.util.resetApiState());
      });
      expect(files.revoked).toContain('blob:file-1');
    } finally {
      files.restore();
    }
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
