import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';

import { tokensReceived } from '../auth/auth.slice';
import { TOKENS_KEY } from '../auth/stored-tokens';
import { PlatformProvider } from '../components/platform-provider.component';
import { makeStore } from '../store/make-store';
import { FileUploadDialog } from './file-upload-dialog.component';
import { FakeXhr } from './testing/fake-xhr';

const TOKENS = { token: 'access-1', refreshToken: 'refresh-1' };

function portrait(name = 'portrait.jpg'): File {
  return new File(['jpeg bytes'], name, { type: 'image/jpeg' });
}

function renderDialog(multiple = false) {
  const store = makeStore();
  store.dispatch(tokensReceived(TOKENS));
  const onUploaded = jest.fn();
  render(
    <PlatformProvider store={store}>
      <FileUploadDialog
        path="user/7/profile-image"
        field="ImageFile"
        multiple={multiple}
        onUploaded={onUploaded}
        onClose={() => undefined}
      />
    </PlatformProvider>,
  );
  return { store, onUploaded };
}

function pick(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Dateien auswählen'), { target: { files } });
}

describe(FileUploadDialog.name, () => {
  beforeEach(() => {
    FakeXhr.install();
    localStorage.clear();
  });

  it('sends the picked file with the token, shows its progress and removes the line on success', async () => {
    const { onUploaded } = renderDialog();
    pick(portrait());
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/user/7/profile-image');
    expect(xhr.timeout).toBe(1_800_000);
    expect(xhr.requestHeaders.Authorization).toBe('Bearer access-1');
    expect((xhr.body?.get('ImageFile') as File).name).toBe('portrait.jpg');

    act(() => xhr.progress(30, 120));
    const bar = (await screen.findByRole('progressbar', {
      name: 'portrait.jpg',
    })) as HTMLProgressElement;
    expect(bar.value).toBe(0.25);

    await act(async () => xhr.respond(201, { id: 7, profileImageAttachmentId: 12 }));
    expect(screen.queryByRole('progressbar', { name: 'portrait.jpg' })).toBeNull();
    expect(onUploaded).toHaveBeenCalledWith({ id: 7, profileImageAttachmentId: 12 });
  });

  it.each([
    ['answers 413', (xhr: FakeXhr) => xhr.respond(413, { statusCode: 413, message: 'x' })],
    ['does not answer', (xhr: FakeXhr) => xhr.dropConnection()],
  ])('keeps the line marked "too large" when the server %s', async (_case, answer) => {
    const { onUploaded } = renderDialog();
    pick(portrait('huge.jpg'));
    await act(async () => answer(FakeXhr.last()));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Die Datei ist zu gross zum Hochladen',
    );
    expect(screen.getByRole('progressbar', { name: 'huge.jpg' })).toBeTruthy();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('lists the errors of the answer body on any other failure', async () => {
    renderDialog();
    pick(portrait('fake.jpg'));
    await act(async () =>
      FakeXhr.last().respond(400, {
        statusCode: 400,
        message: 'Die Anfrage ist ungültig',
        errors: ['Die Datei ist kein Bild.', 'Noch ein Fehler'],
      }),
    );
    const items = (await screen.findByRole('alert')).querySelectorAll('li');
    expect(Array.from(items, (item) => item.textContent)).toEqual([
      'Die Datei ist kein Bild.',
      'Noch ein Fehler',
    ]);
  });

  it('uploads files dropped on the drop zone, one line each', async () => {
    const { onUploaded } = renderDialog(true);
    fireEvent.drop(screen.getByTestId('drop-zone'), {
      dataTransfer: { files: [portrait('a.jpg'), portrait('b.jpg')] },
    });
    expect(FakeXhr.sent).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'a.jpg' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'b.jpg' })).toBeTruthy();
    await act(async () => FakeXhr.sent[0]!.respond(201, { id: 1 }));
    await act(async () => FakeXhr.sent[1]!.respond(400, { statusCode: 400, message: 'Nein' }));
    expect(screen.queryByRole('progressbar', { name: 'a.jpg' })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'b.jpg' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Nein');
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('refreshes an expired token once and sends the file again with the new one', async () => {
    localStorage.setItem(TOKENS_KEY, JSON.stringify(TOKENS));
    const renewed = { token: 'access-2', refreshToken: 'refresh-2' };
    const fetchMock = jest.fn(async () => new Response(JSON.stringify(renewed), { status: 200 }));
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      const { store, onUploaded } = renderDialog();
      pick(portrait());
      await act(async () =>
        FakeXhr.last().respond(401, { statusCode: 401 }, { 'Token-Expired': 'true' }),
      );
      await screen.findByRole('progressbar', { name: 'portrait.jpg' });
      await act(async () => {
        while (FakeXhr.sent.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(FakeXhr.last().requestHeaders.Authorization).toBe('Bearer access-2');
      expect(store.getState().auth.tokens).toEqual(renewed);
      await act(async () => FakeXhr.last().respond(201, { id: 7 }));
      expect(onUploaded).toHaveBeenCalledWith({ id: 7 });
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
