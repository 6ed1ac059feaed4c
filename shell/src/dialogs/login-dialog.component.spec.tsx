import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import {
  loadFormWording,
  loginDialogToggled,
  makeStore,
  PlatformProvider,
} from '@gb/shell/platform';

import { LoginDialog } from './login-dialog.component';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function loginWith(status: number, body: unknown) {
  const fetchMock = jest.fn<typeof fetch>().mockResolvedValue(answer(status, body));
  globalThis.fetch = fetchMock;
  const store = makeStore();
  store.dispatch(loginDialogToggled(true));
  render(
    <PlatformProvider store={store}>
      <LoginDialog />
    </PlatformProvider>,
  );
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.ch' } });
  fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'richtig-1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  return fetchMock;
}

describe(LoginDialog.name, () => {
  beforeAll(() => loadFormWording());

  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("shows the api's message when it refuses a login for too many attempts (429)", async () => {
    const fetchMock = loginWith(429, {
      statusCode: 429,
      message: 'Zu viele Anfragen, bitte später erneut versuchen',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zu viele Anfragen, bitte später erneut versuchen',
    );
    expect(new URL((fetchMock.mock.calls[0]![0] as Request).url).pathname).toBe(
      '/api/v1/auth/authenticate',
    );
  });

  it('says the username or password is wrong when the api answers 401', async () => {
    loginWith(401, { statusCode: 401, message: 'Ungültiger Benutzername oder Passwort' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ungültiger Benutzername oder Passwort',
    );
    expect((screen.getByLabelText('Passwort') as HTMLInputElement).value).toBe('');
  });
});
