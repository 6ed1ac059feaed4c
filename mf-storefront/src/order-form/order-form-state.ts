import {
  AddressType,
  BILLING_ADDRESS_FIELDS,
  type BillingAddressField,
  linePrice,
  orderTotal,
  postageFor,
  totalQuantity,
  type CreateOrderRequest,
  type FieldKey,
  type Translate,
  type PostageAnswer,
  type PublicBooklet,
} from '@gb/contracts';
import { createOrderSchema, messagesByField } from '@gb/contracts/schemas';

/** One booklet line of the form; the form keeps every orderable booklet, selected or not. */
export interface OrderFormLine {
  bookletId: number;
  isSelected: boolean;
  quantity: number;
}

export type AddressFieldName = BillingAddressField;

export interface OrderFormState {
  type: AddressType;
  address: Record<AddressFieldName, string>;
  lines: OrderFormLine[];
}

export const ADDRESS_FIELDS: readonly AddressFieldName[] = BILLING_ADDRESS_FIELDS;

export function emptyOrderForm(booklets: readonly PublicBooklet[]): OrderFormState {
  return {
    type: AddressType.Private,
    address: Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, ''])) as Record<
      AddressFieldName,
      string
    >,
    lines: booklets.map((booklet) => ({ bookletId: booklet.id, isSelected: false, quantity: 0 })),
  };
}

/** Selecting a booklet sets its quantity to 1, deselecting to 0. */
export function withLineSelected(
  state: OrderFormState,
  bookletId: number,
  isSelected: boolean,
): OrderFormState {
  return {
    ...state,
    lines: state.lines.map((line) =>
      line.bookletId === bookletId ? { ...line, isSelected, quantity: isSelected ? 1 : 0 } : line,
    ),
  };
}

export function withLineQuantity(
  state: OrderFormState,
  bookletId: number,
  quantity: number,
): OrderFormState {
  const whole = Number.isFinite(quantity) ? Math.max(0, Math.trunc(quantity)) : 0;
  return {
    ...state,
    lines: state.lines.map((line) =>
      line.bookletId === bookletId ? { ...line, quantity: whole } : line,
    ),
  };
}

/** What is sent: only selected lines with integer quantities; a private order has no company. */
export function toOrderRequest(state: OrderFormState): CreateOrderRequest {
  return {
    type: state.type,
    ...state.address,
    company: state.type === AddressType.Private ? '' : state.address.company,
    orderLines: state.lines
      .filter((line) => line.isSelected)
      .map((line) => ({ bookletId: line.bookletId, quantity: Math.trunc(line.quantity) })),
  };
}

/** Messages per field by the shared order schema, worded by `t`; empty when the order may go. */
export function orderFormErrors(
  state: OrderFormState,
  t: Translate,
): Partial<Record<FieldKey, string>> {
  return messagesByField(createOrderSchema, toOrderRequest(state), t);
}

export interface PricedFormLine extends OrderFormLine {
  unitPrice: number;
  price: number;
}

/** How many booklets the selected lines order together (the postage depends on it). */
export function selectedQuantity(state: OrderFormState): number {
  return totalQuantity(state.lines.filter((line) => line.isSelected));
}

/**
 * Line prices, postage and total as the form shows them while the visitor types. The postage
 * is the api's answer for this quantity once it has arrived; until then the shared table's.
 */
export function orderFormSummary(
  state: OrderFormState,
  booklets: readonly PublicBooklet[],
  fetchedPostage?: PostageAnswer,
) {
  const unitPrices = new Map(booklets.map((booklet) => [booklet.id, booklet.unitPrice]));
  const lines: PricedFormLine[] = state.lines.map((line) => {
    const unitPrice = unitPrices.get(line.bookletId) ?? 0;
    return {
      ...line,
      unitPrice,
      price: line.isSelected ? linePrice({ unitPrice, quantity: line.quantity }) : 0,
    };
  });
  const selected = lines.filter((line) => line.isSelected);
  const quantity = totalQuantity(selected);
  const postage =
    fetchedPostage?.quantity === quantity ? fetchedPostage.postage : postageFor(quantity);
  return { lines, quantity, postage, total: orderTotal(selected, postage) };
}

/**
 * The address fields the order needs filled (the shared schema's rule): street, zip, city and
 * e-mail always; a private order the names; a company order its name unless both names are
 * given, and both names unless the company is.
 */
export function requiredAddressFields(state: OrderFormState): ReadonlySet<AddressFieldName> {
  const required = new Set<AddressFieldName>(['street', 'zip', 'city', 'email']);
  const { company, firstname, lastname } = state.address;
  const trimmed = (value: string) => value.trim() !== '';
  if (state.type === AddressType.Private || !trimmed(company)) {
    required.add('firstname').add('lastname');
  }
  if (state.type === AddressType.Company && !(trimmed(firstname) && trimmed(lastname))) {
    required.add('company');
  }
  return required;
}
