// What the screens' unit tests share: a logged-in store, a stand-in api and sample booklets.
import {
  BookletState,
  permissionsOf,
  roleClaim,
  VoucherStateClass,
  type Booklet,
  type Role,
} from '@gb/contracts';
import { loadNamespaces, makeStore, PlatformProvider, tokensReceived } from '@gb/shell/platform';
import { MemoryRouter } from '@gb/shell/testing';
import { configure, render } from '@testing-library/react';

import { BookletsRoutes } from '../booklets-routes.component';
import { BOOKLETS_REMOTE } from '../remote-options';

// A loaded two-core machine renders the first table slowly.
configure({ asyncUtilTimeout: 5000 });

/** The wording the shell loads before it mounts this remote. */
export const loadWording = () => loadNamespaces([...BOOKLETS_REMOTE.namespaces, 'kit', 'common']);

/** An unsigned access token of user 5 with a role (the client never verifies it). */
export function tokenOf(role: Role): string {
  const claims = {
    sub: 'staff@demo.ch',
    uid: 5,
    exp: Math.floor(Date.now() / 1000) + 900,
    role: [role],
    permissions: permissionsOf([role]).map(roleClaim),
  };
  return `x.${btoa(JSON.stringify(claims))}.x`;
}

type Answer = { status?: number; body: unknown };
export type Answers = Record<string, Answer | ((request: Request) => Answer)>;

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Stands in for the api: answers by method and path (`PUT /api/v1/booklet/3`) and records calls. */
export function mockApi(answers: Answers): SentRequest[] {
  const sent: SentRequest[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname, search } = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    sent.push({ method: request.method, path: pathname + search, body: text && JSON.parse(text) });
    const found =
      answers[`${request.method} ${pathname}${search}`] ??
      answers[`${request.method} ${pathname}`] ??
      ({ status: 404, body: { statusCode: 404, message: 'Nicht gefunden' } } as Answer);
    const answer = typeof found === 'function' ? found(request) : found;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return sent;
}

/** Opens a path of this remote as a user of the role. */
export function renderAs(role: Role, path: string) {
  const store = makeStore();
  store.dispatch(tokensReceived({ token: tokenOf(role), refreshToken: 'refresh' }));
  return render(
    <PlatformProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <BookletsRoutes />
      </MemoryRouter>
    </PlatformProvider>,
  );
}

export function sampleBooklet(overrides: Partial<Booklet> = {}): Booklet {
  return {
    id: 3,
    regionId: 1,
    regionName: 'Aarau-Baden',
    year: 2026,
    state: BookletState.Published,
    unitPrice: 35,
    currency: 'CHF',
    orderFromDate: '2025-11-01',
    preOrderFromDate: '2025-10-01',
    coverImageId: null,
    hasCoverImage: false,
    vatPercent: 2.6,
    internalUnitPrice: 20,
    abacusProductId: 'GB-2026',
    internalAbacusProductId: null,
    costCentre1Income: '3400',
    internalCostCentre1Income: null,
    qtyPrinted: 5000,
    maxInternalOrders: 50,
    informationForNextYear: '',
    responsibleUserId: null,
    shippingDate: null,
    goodForPrintingId: null,
    numOrders: 12,
    numPartnerOrders: 4,
    vouchersByState: {
      [VoucherStateClass.Finished]: 30,
      [VoucherStateClass.Declined]: 2,
      [VoucherStateClass.Deleted]: 1,
      [VoucherStateClass.Draft]: 5,
    },
    ...overrides,
  };
}

export const REGIONS = [
  { id: 1, name: 'Aarau-Baden', canonical: 'aarau-baden', sortId: 1 },
  { id: 2, name: 'Zugerland', canonical: 'zugerland', sortId: 4 },
];
