// Also on the embedded database: idempotency keys, and state moves that lock the partner order.
import {
  PartnerOrderType,
  type PartnerOrder,
  type PartnerOrderBooklet,
  type ReturnOrder,
  type StockOverview,
} from '@gb/contracts';
import { DataSource } from 'typeorm';

import { Company } from '../src/modules/companies/entities/company.entity.js';
import {
  callsAs,
  insertPartnerBooklets,
  type PartnerBooklets,
} from './support/partner-order.fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { voucherCast, type VoucherCast } from './support/voucher-workflow.fixture.js';

describe('partner orders, returns, inventory and stock', () => {
  let t: TestApp;
  let cast: VoucherCast;
  let booklets: PartnerBooklets;
  let company: ReturnType<typeof callsAs>;
  let company2: ReturnType<typeof callsAs>;
  let franchisee: ReturnType<typeof callsAs>;
  /** company@demo.ch's first order: 3 on commission, 2 bought. */
  let first: PartnerOrder;

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
    cast = await voucherCast(t);
    booklets = await insertPartnerBooklets(t, cast);
    company = callsAs(t, cast.tokens.company);
    company2 = callsAs(t, cast.tokens.company2);
    franchisee = callsAs(t, cast.tokens.franchisee);
  });

  afterAll(() => t.close());

  const line = (booklet: { id: number }, quantity: number) => ({ bookletId: booklet.id, quantity });

  it('types each line: Commission where the company has a voucher, Purchase otherwise', async () => {
    first = (
      await company
        .post('partner-order', {
          orderLines: [line(booklets.commission, 3), line(booklets.purchase, 2)],
          deliveryComment: 'Bitte am Vormittag liefern',
        })
        .expect(201)
    ).body;
    expect(first).toMatchObject({
      companyId: cast.companyId,
      state: 'ordered',
      type: PartnerOrderType.Commission,
      deliveryComment: 'Bitte am Vormittag liefern',
      closedAt: null,
      stateChanges: [],
      orderLines: [
        { bookletId: booklets.commission.id, quantity: 3, type: 'Commission', unitPrice: 20 },
        { bookletId: booklets.purchase.id, quantity: 2, type: 'Purchase', unitPrice: 25 },
      ],
    });
    expect(first.displayOrderId).toMatch(/^P-\d{4}-\d{5}$/);
  });

  it('shows the order form each booklet with its type and the allowance left', async () => {
    const offered = (await company.get('partner-order/booklets').expect(200))
      .body as PartnerOrderBooklet[];
    const of = (id: number) => offered.find((booklet) => booklet.id === id);
    expect(of(booklets.commission.id)).toMatchObject({ type: 'Commission', remainingAllowance: 7 });
    expect(of(booklets.purchase.id)).toMatchObject({ type: 'Purchase', remainingAllowance: 3 });
    expect(of(booklets.archived.id)).toBeUndefined();
    expect(of(booklets.draftNotYetPreOrderable.id)).toBeUndefined();
    expect(of(booklets.publishedNotYetPreOrderable.id)).toBeUndefined();
    const forOther = (await company2.get('partner-order/booklets').expect(200))
      .body as PartnerOrderBooklet[];
    expect(forOther.find((booklet) => booklet.id === booklets.unlimited.id)).toMatchObject({
      type: 'Commission',
      remainingAllowance: null,
    });
  });

  it('refuses a purchase beyond 5 per booklet and company, counted across its orders', async () => {
    const refused = await company
      .post('partner-order', { orderLines: [line(booklets.purchase, 4)] })
      .expect(400);
    expect(refused.body.message).toBe(
      'Von diesem Booklet können Sie noch 3 Stück kaufen: Booklets ohne eigenen Gutschein höchstens 5 pro Jahr',
    );
    await company.post('partner-order', { orderLines: [line(booklets.purchase, 3)] }).expect(201);
    const english = await callsAs(t, cast.tokens.company, 'en-US')
      .post('partner-order', { orderLines: [line(booklets.purchase, 1)] })
      .expect(400);
    expect(english.body.message).toBe(
      'You can buy 0 more of this booklet: booklets without a voucher of your own at most 5 a year',
    );
    // Another company has its own 5.
    await company2.post('partner-order', { orderLines: [line(booklets.purchase, 5)] }).expect(201);
  });

  it("respects the booklet's maxInternalOrders unless the company may order more", async () => {
    const refused = await company
      .post('partner-order', { orderLines: [line(booklets.commission, 8)] })
      .expect(400);
    expect(refused.body.message).toBe(
      'Von diesem Booklet können höchstens 7 Stück bestellt werden',
    );
    const companies = t.app.get(DataSource).getRepository(Company);
    await companies.update(cast.companyId, { canOrderMoreInternalBooks: true });
    try {
      const more = (
        await company
          .post('partner-order', { orderLines: [line(booklets.commission, 8)] })
          .expect(201)
      ).body as PartnerOrder;
      // Kept out of the numbers below: the franchisee ships nothing of it.
      expect(more.orderLines[0]).toMatchObject({ quantity: 8, type: 'Commission' });
    } finally {
      await companies.update(cast.companyId, { canOrderMoreInternalBooks: false });
    }
  });

  it('refuses booklets that cannot be ordered and orders without a company', async () => {
    const archived = await company
      .post('partner-order', { orderLines: [line(booklets.archived, 1)] })
      .expect(400);
    expect(archived.body.message).toBe(
      'Es ist ein Fehler aufgetreten, dieses Booklet kann nicht bestellt werden',
    );
    for (const notYet of [booklets.draftNotYetPreOrderable, booklets.publishedNotYetPreOrderable]) {
      const refused = await company
        .post('partner-order', { orderLines: [line(notYet, 1)] })
        .expect(400);
      expect(refused.body.message).toBe(
        'Es ist ein Fehler aufgetreten, dieses Booklet kann nicht bestellt werden',
      );
    }
    const noCompany = await franchisee
      .post('partner-order', { orderLines: [line(booklets.purchase, 1)] })
      .expect(400);
    expect(noCompany.body.message).toBe('Bitte wählen Sie den Betrieb');
    await company
      .post('partner-order', {
        companyId: cast.otherCompanyId,
        orderLines: [line(booklets.purchase, 1)],
      })
      .expect(403);
  });

  it('numbers orders without gaps when many arrive at once, refused ones included', async () => {
    const before = (await franchisee.get('partner-order').expect(200)).body as PartnerOrder[];
    const calls = Array.from({ length: 8 }, (_, index) =>
      index % 4 === 3
        ? company2.post('partner-order', { orderLines: [line(booklets.purchase, 1)] })
        : company2.post('partner-order', { orderLines: [line(booklets.unlimited, 1)] }),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      201, 201, 201, 201, 201, 201, 400, 400,
    ]);
    const numberOf = (order: PartnerOrder) => Number(order.displayOrderId.slice(-5));
    const last = Math.max(...before.map(numberOf));
    const created = answers
      .filter((answer) => answer.status === 201)
      .map((answer) => numberOf(answer.body as PartnerOrder))
      .sort((a, b) => a - b);
    expect(created).toEqual([1, 2, 3, 4, 5, 6].map((step) => last + step));
  });

  it('creates one order per Idempotency-Key, even for repeats at once', async () => {
    const body = { orderLines: [line(booklets.unlimited, 2)] };
    const repeats = await Promise.all(
      [1, 2, 3].map(() => company2.post('partner-order', body).set('Idempotency-Key', 'po-key-1')),
    );
    expect(repeats.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(repeats.map((answer) => answer.body.id)).size).toBe(1);
    expect(
      repeats.filter((answer) => answer.headers['idempotent-replayed'] === 'true'),
    ).toHaveLength(2);
    const reused = await company2
      .post('partner-order', { orderLines: [line(booklets.unlimited, 3)] })
      .set('Idempotency-Key', 'po-key-1')
      .expect(422);
    expect(reused.body.message).toBe(
      'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet',
    );
  });

  it('lets only franchisees move the states, one step at a time, recorded with time and user', async () => {
    await company.patch(`partner-order/${first.id}`, { state: 'shipped' }).expect(403);
    const skipped = await franchisee
      .patch(`partner-order/${first.id}`, { state: 'closed' })
      .expect(409);
    expect(skipped.body.message).toBe('Dieser Statuswechsel ist nicht erlaubt');
    const shipped = (
      await franchisee.patch(`partner-order/${first.id}`, { state: 'shipped' }).expect(200)
    ).body as PartnerOrder;
    expect(shipped.state).toBe('shipped');
    expect(shipped.closedAt).toBeNull();
    expect(shipped.stateChanges).toEqual([
      {
        fromState: 'ordered',
        toState: 'shipped',
        changedAt: expect.any(String),
        userId: cast.userIds.franchisee,
        username: 'franchisee@demo.ch',
      },
    ]);
  });

  it('takes returns of commission booklets only, never more than delivered minus returned', async () => {
    const bought = await company
      .post('return-order', { orderLines: [line(booklets.purchase, 1)] })
      .expect(400);
    expect(bought.body.message).toBe('Gekaufte Booklets können nicht zurückgegeben werden');
    const tooMany = await company
      .post('return-order', { orderLines: [line(booklets.commission, 4)] })
      .expect(400);
    expect(tooMany.body.message).toBe(
      'Von diesem Booklet können höchstens 3 Stück zurückgegeben werden',
    );
    const requested = (
      await company.post('return-order', { orderLines: [line(booklets.commission, 2)] }).expect(201)
    ).body as ReturnOrder;
    expect(requested).toMatchObject({
      state: 'requested',
      returned: false,
      orderLines: [{ bookletId: booklets.commission.id, quantity: 2, returned: null }],
    });
    expect(requested.displayOrderId).toMatch(/^R-\d{4}-\d{5}$/);
    await company.post('return-order', { orderLines: [line(booklets.commission, 2)] }).expect(400);

    await company.patch(`return-order/${requested.id}`, { state: 'collected' }).expect(403);
    const above = await franchisee
      .patch(`return-order/${requested.id}`, {
        state: 'collected',
        returned: [line(booklets.commission, 3)],
      })
      .expect(400);
    expect(above.body.message).toBe('Es können nicht mehr Booklets zurückkommen als angemeldet');
    const collected = (
      await franchisee
        .patch(`return-order/${requested.id}`, {
          state: 'collected',
          returned: [line(booklets.commission, 1)],
        })
        .expect(200)
    ).body as ReturnOrder;
    expect(collected).toMatchObject({
      state: 'collected',
      returned: true,
      orderLines: [{ quantity: 2, returned: 1 }],
      stateChanges: [{ fromState: 'requested', toState: 'collected' }],
    });
    // One came back of two announced: two of the three delivered may still be returned.
    const more = await company
      .post('return-order', { orderLines: [line(booklets.commission, 3)] })
      .expect(400);
    expect(more.body.message).toBe(
      'Von diesem Booklet können höchstens 2 Stück zurückgegeben werden',
    );
  });

  it('closes an order as billed and sets closedAt', async () => {
    const closed = (
      await franchisee.patch(`partner-order/${first.id}`, { state: 'closed' }).expect(200)
    ).body as PartnerOrder;
    expect(closed.state).toBe('closed');
    expect(Date.parse(closed.closedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(closed.stateChanges.map((change) => change.toState)).toEqual(['shipped', 'closed']);
  });

  it('reports inventory and shows staff the history', async () => {
    await company
      .post('company-inventory', { bookletId: booklets.commission.id, quantity: 2 })
      .expect(201);
    const latest = (
      await company
        .post('company-inventory', { bookletId: booklets.commission.id, quantity: 1 })
        .expect(201)
    ).body;
    expect(latest).toMatchObject({ companyId: cast.companyId, quantity: 1 });
    const history = (
      await franchisee
        .get(`company-inventory?companyId=${cast.companyId}&bookletId=${booklets.commission.id}`)
        .expect(200)
    ).body;
    expect(history.map((entry: { quantity: number }) => entry.quantity)).toEqual([1, 2]);
    const invalid = await company
      .post('company-inventory', { bookletId: booklets.commission.id, quantity: -1 })
      .expect(400);
    expect(invalid.body.errors).toEqual(['Anzahl muss zwischen 0 und 100000 liegen']);
  });

  it('sums the stock overview per company and booklet from the stored history', async () => {
    const stock = (
      await franchisee.get(`partner-stock?companyId=${cast.companyId}&year=2090`).expect(200)
    ).body as StockOverview[];
    expect(stock).toEqual([
      {
        companyId: cast.companyId,
        companyName: expect.any(String),
        bookletId: booklets.commission.id,
        bookletName: 'Partnerland 2090',
        quantityOrdered: 11,
        quantityDelivered: 3,
        quantityBilled: 3,
        quantityReturnRequested: 2,
        quantityReturned: 1,
      },
    ]);
    const own = (await company.get('partner-stock').expect(200)).body as StockOverview[];
    expect(new Set(own.map((row) => row.companyId))).toEqual(new Set([cast.companyId]));
    expect(own.find((row) => row.bookletId === booklets.purchase.id)).toMatchObject({
      quantityOrdered: 5,
      quantityDelivered: 2,
      quantityBilled: 2,
    });
  });

  it('shows franchisees the sell-through per point of sale and booklet', async () => {
    await company.get('partner-stock/sell-through').expect(403);
    const report = (await franchisee.get('partner-stock/sell-through?year=2090').expect(200)).body;
    expect(report.rows).toEqual([
      expect.objectContaining({
        companyId: cast.companyId,
        bookletId: booklets.commission.id,
        delivered: 3,
        held: 1,
        returned: 1,
        sold: 1,
        sellThroughRate: 1 / 3,
      }),
    ]);
    expect(report.booklets).toEqual([
      expect.objectContaining({
        bookletId: booklets.commission.id,
        qtyPrinted: 3,
        soldPublicly: 0,
        soldByPartners: 1,
        left: 2,
      }),
    ]);
    expect(report.booklets[0].perDay).toBeGreaterThan(0);
    expect(report.booklets[0].runOutDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('exports each closed partner order line to Abacus once, in the year it was closed', async () => {
    const year = new Date(first.closedAt ?? Date.now()).getFullYear();
    const closedYear = new Date().getFullYear();
    const csv = (await franchisee.get(`accounting/abacus-export?year=${closedYear}`).expect(200))
      .text;
    const partnerRows = csv
      .split('\r\n')
      .filter((row) => row.includes(`;${first.displayOrderId};`));
    expect(partnerRows).toEqual([
      expect.stringMatching(
        new RegExp(
          `^\\d{2}\\.\\d{2}\\.${year};${first.displayOrderId};GBI-2090;ICC-2090;3;20\\.00;8\\.10;60\\.00$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(`;${first.displayOrderId};GBI-2091;ICC-2091;2;25\\.00;8\\.10;50\\.00$`),
      ),
    ]);
    for (const other of [closedYear - 1, closedYear + 1, 2090]) {
      const text = (await franchisee.get(`accounting/abacus-export?year=${other}`).expect(200))
        .text;
      expect(text).not.toContain(first.displayOrderId);
    }
  });

  it("never lets a company reach another company's orders, returns, inventory or stock", async () => {
    await company2.get(`partner-order/${first.id}`).expect(403);
    await company.get(`partner-order/${first.id}`).expect(200);
    await company2.get(`partner-order?companyId=${cast.companyId}`).expect(403);
    const own = (await company2.get('partner-order').expect(200)).body as PartnerOrder[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((order) => order.companyId === cast.otherCompanyId)).toBe(true);

    const returns = (await company.get('return-order').expect(200)).body as ReturnOrder[];
    await company2.get(`return-order/${returns[0]!.id}`).expect(403);
    expect((await company2.get('return-order').expect(200)).body).toEqual([]);

    await company2.get(`company-inventory?companyId=${cast.companyId}`).expect(403);
    expect((await company2.get('company-inventory').expect(200)).body).toEqual([]);
    await company2
      .post('company-inventory', {
        companyId: cast.companyId,
        bookletId: booklets.commission.id,
        quantity: 9,
      })
      .expect(403);
    await company2.get(`partner-stock?companyId=${cast.companyId}`).expect(403);
  });

  it.each([
    ['POST partner-order', 'post', 'partner-order'],
    ['POST return-order', 'post', 'return-order'],
    ['POST company-inventory', 'post', 'company-inventory'],
    ['GET partner-order/booklets', 'get', 'partner-order/booklets'],
  ] as const)(
    "lets only the company's own users and franchisees act for a company: %s",
    async (_name, method, path) => {
      const designer = callsAs(t, cast.tokens.designer);
      const bodyFor = (companyId?: number) =>
        path === 'company-inventory'
          ? { companyId, bookletId: booklets.commission.id, quantity: 1 }
          : { companyId, orderLines: [line(booklets.commission, 1)] };
      const call = (caller: typeof designer, companyId?: number) =>
        method === 'get'
          ? caller.get(companyId === undefined ? path : `${path}?companyId=${companyId}`)
          : caller.post(path, bodyFor(companyId));
      // A graphic designer holds the Company permission but belongs to no partner company.
      for (const companyId of [cast.companyId, cast.otherCompanyId, undefined]) {
        const refused = await call(designer, companyId).set('Accept-Language', 'en-US').expect(403);
        expect(refused.body).toEqual({
          statusCode: 403,
          message: 'You are not allowed to do this',
        });
      }
      // A company's user acts for its own company only.
      await call(company2, cast.companyId).expect(403);
      // Franchisees act for any company they name (a return may still be refused for its lines).
      expect((await call(franchisee, cast.companyId)).status).not.toBe(403);
    },
  );

  it('filters the staff lists by state, type, company, booklet and year', async () => {
    // The demo's partners have closed orders and a collected return of their own.
    const shipped = (
      await franchisee.get(`partner-order?state=closed&companyId=${cast.companyId}`).expect(200)
    ).body as PartnerOrder[];
    expect(shipped.map((order) => order.id)).toEqual([first.id]);
    const purchases = (
      await franchisee
        .get(`partner-order?type=Purchase&companyId=${cast.otherCompanyId}`)
        .expect(200)
    ).body as PartnerOrder[];
    expect(purchases.every((order) => order.type === 'Purchase')).toBe(true);
    expect(purchases.length).toBeGreaterThan(0);
    const ofBooklet = (
      await franchisee.get(`partner-order?bookletId=${booklets.commission.id}`).expect(200)
    ).body as PartnerOrder[];
    expect(ofBooklet).toHaveLength(2);
    expect((await franchisee.get('partner-order?year=2089').expect(200)).body).toEqual([]);
    const ofYear = (await franchisee.get('partner-order?year=2091').expect(200))
      .body as PartnerOrder[];
    expect(ofYear.length).toBeGreaterThan(0);
    expect(
      ofYear.every((order) =>
        order.orderLines.some((line) => line.bookletId === booklets.purchase.id),
      ),
    ).toBe(true);
    const badState = await franchisee.get('partner-order?state=lost').expect(400);
    expect(badState.body.statusCode).toBe(400);
    expect(
      (
        await franchisee.get(`return-order?state=collected&companyId=${cast.companyId}`).expect(200)
      ).body.map((order: ReturnOrder) => order.state),
    ).toEqual(['collected']);
  });
});
