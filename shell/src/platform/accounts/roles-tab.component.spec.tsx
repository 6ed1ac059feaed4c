import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AddressType, Role, type User } from '@gb/contracts';

import { tokensReceived } from '../auth/auth.slice';
import { PlatformProvider } from '../components/platform-provider.component';
import { loadFormWording } from '../i18n/i18n.instance';
import { makeStore } from '../store/make-store';
import { RolesTab } from './roles-tab.component';

const USER: User = {
  id: 7,
  email: 'anna@example.ch',
  address: {
    type: AddressType.Private,
    salutation: '',
    company: '',
    firstname: 'Anna',
    lastname: 'Muster',
    street: '',
    addressAddition: '',
    zip: '',
    city: '',
    email: 'anna@example.ch',
    email2: '',
    phone: '',
    homepage: '',
    lon: null,
    lat: null,
  },
  companyId: null,
  roles: [Role.Franchisee],
  preferredLocale: 'de-CH',
  profileImageAttachmentId: null,
  loginViaHash: false,
};

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe(RolesTab.name, () => {
  beforeAll(() => loadFormWording());

  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("shows the api's message when a toggle is refused and clears it on the next successful one", async () => {
    const fetchMock = jest
      .fn<typeof fetch>()
      .mockResolvedValueOnce(answer(403, { statusCode: 403, message: 'Keine Berechtigung' }))
      .mockResolvedValueOnce(answer(200, { ...USER, roles: [Role.Franchisee, Role.Company] }));
    globalThis.fetch = fetchMock;
    const store = makeStore();
    store.dispatch(tokensReceived({ token: 'access-1', refreshToken: 'refresh-1' }));
    render(
      <PlatformProvider store={store}>
        <RolesTab user={USER} isOwnUser={false} />
      </PlatformProvider>,
    );

    fireEvent.click(screen.getByRole('switch', { name: 'Super-Admin' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Keine Berechtigung');

    const refused = fetchMock.mock.calls[0]![0] as Request;
    expect(new URL(refused.url).pathname).toBe('/api/v1/auth/toggle-role');
    expect(await refused.json()).toEqual({ userId: 7, roleName: 'SuperAdmin' });

    fireEvent.click(screen.getByRole('switch', { name: 'Betrieb' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
