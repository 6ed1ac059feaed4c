import { PartnerOrderState, PartnerOrderType, ReturnOrderState } from '@gb/contracts';
import type { EntityManager } from 'typeorm';

import type { CompanyInventoryService } from '../partner-orders/services/company-inventory.service.js';
import type { PartnerOrderCreationService } from '../partner-orders/services/partner-order-creation.service.js';
import { bookletTerms } from '../partner-orders/services/partner-order-terms.js';
import type { PartnerOrdersService } from '../partner-orders/services/partner-orders.service.js';
import type { ReturnOrdersService } from '../partner-orders/services/return-orders.service.js';
import type { ActingUser } from '../partner-orders/services/state-moves.js';

/** One partner company's season in the demo: what it ordered, how far it went, what came back. */
interface DemoPartnerOrder {
  /** Booklets of its own booklet (it has a voucher in it) on commission. */
  commission: number;
  /** Booklets of another booklet of the year bought (0: none). */
  purchase: number;
  state: PartnerOrderState;
  /** Booklets of its commission it still holds, as it reported. */
  held?: number;
  /** Booklets of its commission it gave back, collected by the franchisee. */
  returned?: number;
}

/** A handful of points of sale, at every step from ordered to billed. */
const DEMO_PARTNER_ORDERS: DemoPartnerOrder[] = [
  { commission: 5, purchase: 2, state: PartnerOrderState.Closed, held: 1, returned: 2 },
  { commission: 4, purchase: 0, state: PartnerOrderState.Shipped, held: 3 },
  { commission: 3, purchase: 1, state: PartnerOrderState.Ordered },
  { commission: 5, purchase: 0, state: PartnerOrderState.Closed, held: 2 },
  { commission: 0, purchase: 3, state: PartnerOrderState.Shipped },
  { commission: 2, purchase: 0, state: PartnerOrderState.Ordered },
];

/** The steps an order takes from ordered to the given state. */
function stepsTo(state: PartnerOrderState): PartnerOrderState[] {
  const path = [PartnerOrderState.Shipped, PartnerOrderState.Closed];
  return path.slice(0, path.indexOf(state) + 1);
}

export interface PartnerOrderServices {
  creation: PartnerOrderCreationService;
  orders: PartnerOrdersService;
  returns: ReturnOrdersService;
  inventory: CompanyInventoryService;
}

/**
 * The demo's partner orders, returns and inventory reports, placed through the partner-order
 * services within the seed's transaction: types, allowances, gapless numbers, returnable
 * quantities and the state history follow the same rules as in the dashboard.
 */
export class SeedPartnerOrders {
  constructor(
    private readonly services: PartnerOrderServices,
    private readonly manager: EntityManager,
    private readonly franchisee: ActingUser,
  ) {}

  /**
   * Orders for the first companies that have a voucher in one of the year's published booklets,
   * each buying (when planned) from the next of those booklets.
   */
  async seed(companyIds: readonly number[], publishedBookletIds: readonly number[]) {
    const published = new Set(publishedBookletIds);
    const plans = [...DEMO_PARTNER_ORDERS];
    for (const companyId of companyIds) {
      const plan = plans[0];
      if (!plan) return;
      const terms = (await bookletTerms(this.manager, companyId, new Date())).filter((booklet) =>
        published.has(booklet.id),
      );
      const own = terms.find((booklet) => booklet.type === PartnerOrderType.Commission);
      if (!own) continue;
      const next = publishedBookletIds[(publishedBookletIds.indexOf(own.id) + 1) % published.size];
      const bought = terms.find(
        (booklet) => booklet.id === next && booklet.type === PartnerOrderType.Purchase,
      );
      if (plan.purchase > 0 && !bought) continue;
      plans.shift();
      await this.place(companyId, plan, own.id, bought?.id);
    }
  }

  private async place(
    companyId: number,
    plan: DemoPartnerOrder,
    ownBookletId: number,
    boughtBookletId: number | undefined,
  ): Promise<void> {
    const { creation, orders, returns, inventory } = this.services;
    const orderLines = [
      { bookletId: ownBookletId, quantity: plan.commission },
      { bookletId: boughtBookletId ?? 0, quantity: plan.purchase },
    ].filter((line) => line.quantity > 0);
    const orderId = await creation.placeWithin(this.manager, companyId, {
      orderLines,
      deliveryComment: '',
    });
    for (const state of stepsTo(plan.state)) {
      await orders.moveWithin(this.manager, orderId, state, this.franchisee);
    }
    if (plan.returned) {
      const lines = [{ bookletId: ownBookletId, quantity: plan.returned }];
      const returnId = await returns.requestWithin(this.manager, companyId, lines);
      await returns.moveWithin(
        this.manager,
        returnId,
        ReturnOrderState.Collected,
        lines,
        this.franchisee,
      );
    }
    if (plan.held !== undefined) {
      await inventory.report(companyId, ownBookletId, plan.held, this.franchisee, this.manager);
    }
  }
}
