import { pathTo, type PublicBooklet } from '@gb/contracts';
import {
  asLocale,
  Link,
  styled,
  translate,
  useAppDispatch,
  useSelector,
  useTranslation,
  useGetPublicBookletsQuery,
} from '@gb/shell/platform';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { DismissibleAlert } from './dismissible-alert.component';
import { newIdempotencyKey } from './idempotency-key';
import { OrderAddressFields } from './order-address-fields.component';
import {
  type AddressFieldName,
  orderFormErrors,
  orderFormSummary,
  requiredAddressFields,
  selectedQuantity,
  toOrderRequest,
  withLineQuantity,
  withLineSelected,
} from './order-form-state';
import { useCreateOrderMutation, useGetPostageQuery } from './order-form.api';
import { orderFocusTaken, selectOrderIntent } from './order-intent.slice';
import { OrderLineRow } from './order-line-row.component';
import { OrderSubmit } from './order-submit.component';
import { OrderTotals } from './order-totals.component';
import { useOrderForm } from './use-order-form.hook';

/** One empty list while loading, so the form's derived state stays put between renders. */
const NO_BOOKLETS: PublicBooklet[] = [];

/** After an order the button rests this long, so a double click never orders twice. */
export const ORDER_COOL_DOWN_MS = 10_000;

/** The public order form: booklets, billing address, live total, thanks or error alert. */
export function OrderForm() {
  const { t, i18n } = useTranslation();
  const locale = asLocale(i18n.language);
  const { data: booklets = NO_BOOKLETS } = useGetPublicBookletsQuery();
  const { orderable, state, setState, reset } = useOrderForm(booklets);
  const [createOrder, { isLoading }] = useCreateOrderMutation();
  const [alert, setAlert] = useState<'success' | 'failure' | null>(null);
  const [orderNumber, setOrderNumber] = useState<string | null>(null);
  const [coolingDown, setCoolingDown] = useState(false);
  // A message shows once its field was left; a submit while something is missing shows all of
  // them, beside the button too, and says the form is not valid.
  const [attempted, setAttempted] = useState(false);
  const [visited, setVisited] = useState<ReadonlySet<AddressFieldName>>(new Set());
  const alertElement = useRef<HTMLDivElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  // A new key after each order starts the address fields afresh, messages included.
  const [formKey, setFormKey] = useState(0);
  const idempotencyKey = useRef(newIdempotencyKey());
  const coolDownTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(coolDownTimer.current), []);

  // The banner's order button and a card's order badge send the focus here once it is shown.
  const dispatch = useAppDispatch();
  const { focusPending, bookletId: focusBookletId, clicks } = useSelector(selectOrderIntent);
  const hasLines = orderable.length > 0;
  useEffect(() => {
    if (!hasLines || !focusPending) return;
    dispatch(orderFocusTaken());
    const form = formElement.current;
    const target =
      form?.querySelector<HTMLInputElement>(
        `[data-booklet-id="${focusBookletId}"] input[type='checkbox']`,
      ) ?? form?.querySelector<HTMLInputElement>("input[type='checkbox']");
    // The section scrolls there smoothly by itself.
    target?.focus({ preventScroll: true });
  }, [focusPending, focusBookletId, clicks, hasLines, dispatch]);

  // The confirmation takes the focus, so the order number is read out.
  useEffect(() => {
    if (alert) alertElement.current?.focus();
  }, [alert]);

  const errors = orderFormErrors(state, translate);
  const valid = Object.keys(errors).length === 0;
  const shownErrors = attempted
    ? errors
    : Object.fromEntries(
        Object.entries(errors).filter(([field]) => visited.has(field as AddressFieldName)),
      );
  // A new order asks the api for its postage, and again whenever the quantity changes.
  const { data: fetchedPostage } = useGetPostageQuery(selectedQuantity(state));
  const summary = orderFormSummary(state, orderable, fetchedPostage);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setAttempted(true);
      return;
    }
    if (coolingDown || isLoading) return;
    try {
      const order = await createOrder({
        order: toOrderRequest(state),
        idempotencyKey: idempotencyKey.current,
      }).unwrap();
      idempotencyKey.current = newIdempotencyKey();
      reset();
      setFormKey((key) => key + 1);
      setAttempted(false);
      setVisited(new Set());
      setOrderNumber(order.displayOrderId);
      setAlert('success');
      setCoolingDown(true);
      coolDownTimer.current = setTimeout(() => setCoolingDown(false), ORDER_COOL_DOWN_MS);
    } catch {
      setAlert('failure');
    }
  };

  return (
    <Form
      ref={formElement}
      onSubmit={(event) => void submit(event)}
      aria-label={t('home.orderTitle')}
      noValidate
    >
      {alert && (
        <DismissibleAlert
          ref={alertElement}
          tone={alert === 'success' ? 'success' : 'danger'}
          text={t(alert === 'success' ? 'order.success' : 'order.failure')}
          detail={
            alert === 'success' && orderNumber
              ? t('order.orderNumber', { number: orderNumber })
              : undefined
          }
          onClose={() => setAlert(null)}
        >
          {alert === 'success' && (
            <>
              <br />
              <Link to={pathTo('walletActivation')}>{t('order.walletLink')}</Link>
            </>
          )}
        </DismissibleAlert>
      )}
      <fieldset>
        <legend>{t('order.booklets')}</legend>
        {orderable.map((booklet) => {
          const line = summary.lines.find((candidate) => candidate.bookletId === booklet.id);
          return line ? (
            <OrderLineRow
              key={booklet.id}
              booklet={booklet}
              line={line}
              locale={locale}
              onSelect={(isSelected) =>
                setState((s) => withLineSelected(s, booklet.id, isSelected))
              }
              onQuantity={(quantity) => setState((s) => withLineQuantity(s, booklet.id, quantity))}
            />
          ) : null;
        })}
      </fieldset>
      <OrderTotals postage={summary.postage} total={summary.total} locale={locale} />
      <fieldset>
        <legend>{t('order.billingAddress')}</legend>
        <RequiredNote>{t('order.requiredNote')}</RequiredNote>
        <OrderAddressFields
          key={formKey}
          state={state}
          errors={shownErrors}
          required={requiredAddressFields(state)}
          onVisit={(name) => setVisited((before) => new Set(before).add(name))}
          onType={(type) => setState((s) => ({ ...s, type }))}
          onField={(name, value) =>
            setState((s) => ({ ...s, address: { ...s.address, [name]: value } }))
          }
        />
      </fieldset>
      <OrderSubmit
        ready={valid}
        attempted={attempted && !valid}
        missing={[...new Set(Object.values(shownErrors))]}
        busy={coolingDown || isLoading}
      />
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.m};

  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.m};
    padding: ${({ theme }) => theme.spacing.m};
  }
`;

const RequiredNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.s};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;
