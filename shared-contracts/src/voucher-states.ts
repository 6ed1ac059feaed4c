import { Permission, VoucherStateClass } from './enums.js';

const S = VoucherStateClass;

/**
 * The forward steps of the workflow in order of preference: the first is offered first.
 * SystemCreated (a voucher cloned into a new booklet) moves on like Created.
 */
export const PREFERRED_NEXT_STATES: Readonly<
  Partial<Record<VoucherStateClass, VoucherStateClass[]>>
> = {
  [S.SystemCreated]: [S.WaitingForApproval],
  [S.Created]: [S.WaitingForApproval],
  [S.WaitingForApproval]: [S.ApprovedCompany, S.Draft],
  [S.Draft]: [S.ApprovedCompany],
  [S.ApprovedCompany]: [S.ApprovedVoucherResponsibleUser],
  [S.ApprovedVoucherResponsibleUser]: [S.GoodForPrintingInProgress],
  [S.GoodForPrintingInProgress]: [S.GoodForPrintingCreated],
  [S.GoodForPrintingCreated]: [S.GoodForPrintingApproved],
  [S.GoodForPrintingApproved]: [S.Finished],
  [S.Declined]: [S.Draft],
};

/** Ending a voucher's run is offered last, declining before deleting. */
const LAST_STATES: readonly VoucherStateClass[] = [S.Declined, S.Deleted];

type StateCandidate = VoucherStateClass | { stateClass: VoucherStateClass };

function stateOf(candidate: StateCandidate): VoucherStateClass {
  return typeof candidate === 'string' ? candidate : candidate.stateClass;
}

/**
 * Orders allowed next states: preferred forward step first, then the second choice,
 * then the others in their given order, Declined and Deleted last.
 */
export function sortNextStates<T extends StateCandidate>(
  from: VoucherStateClass,
  candidates: readonly T[],
): T[] {
  const preferred = PREFERRED_NEXT_STATES[from] ?? [];
  const rank = (candidate: T): number => {
    const state = stateOf(candidate);
    const preference = preferred.indexOf(state);
    if (preference >= 0) return preference;
    const last = LAST_STATES.indexOf(state);
    return last >= 0 ? preferred.length + 1 + last : preferred.length;
  };
  // Array.prototype.sort is stable, so "others" keep the order they came in.
  return [...candidates].sort((a, b) => rank(a) - rank(b));
}

/** Named workflow actions; each is a catalogue key under `voucherActions`. */
export type VoucherActionKey =
  | 'requestApproval'
  | 'editWithoutApproval'
  | 'iAmInNoChanges'
  | 'iAmInWishingChanges'
  | 'iAmNotIn'
  | 'finishEnteringData'
  | 'dataNotOk'
  | 'releaseForGraphicDesigner'
  | 'goodForPrintingNotPossible'
  | 'readyForShipment'
  | 'sendGoodForPrinting'
  | 'goodForPrintingOk'
  | 'goodForPrintingNotOk'
  | 'changeOffer'
  | 'finish'
  | 'removeFromBooklet'
  | 'deletedInGoodForPrinting'
  | 'delete'
  | 'restore';

/** What the api does besides writing the history when a transition is taken. */
export type VoucherTransitionEffect =
  'approvalMail' | 'companyMail' | 'goodForPrintingMail' | 'recordTermsAcceptance';

export interface VoucherTransition {
  action: VoucherActionKey;
  from: readonly VoucherStateClass[];
  to: VoucherStateClass;
  /** Permissions allowed to take it besides Admin, who may take every transition. */
  who: readonly Permission[];
  effect?: VoucherTransitionEffect;
  /** Taken only once the voucher has a proof (GzD) version: sending it, approving it. */
  needsProof?: true;
}

const { Company, Franchisee, GraphicDesigner } = Permission;

/** Every state except Deleted and Finished, and the removal state itself. */
const REMOVABLE = Object.values(S).filter(
  (state) => state !== S.Deleted && state !== S.Finished && state !== S.ToDeleteFromBooklet,
);

/** The workflow: who may move a voucher from which states to which. */
export const VOUCHER_TRANSITIONS: readonly VoucherTransition[] = [
  {
    action: 'requestApproval',
    from: [S.Created, S.SystemCreated],
    to: S.WaitingForApproval,
    who: [Franchisee],
    effect: 'approvalMail',
  },
  {
    action: 'editWithoutApproval',
    from: [S.Created, S.SystemCreated],
    to: S.Draft,
    who: [Franchisee],
  },
  {
    action: 'iAmInNoChanges',
    from: [S.WaitingForApproval],
    to: S.ApprovedCompany,
    who: [Company, Franchisee],
  },
  {
    action: 'iAmInWishingChanges',
    from: [S.WaitingForApproval],
    to: S.Draft,
    who: [Company, Franchisee],
  },
  {
    action: 'iAmNotIn',
    from: [S.WaitingForApproval, S.Draft],
    to: S.Declined,
    who: [Company, Franchisee],
  },
  {
    action: 'finishEnteringData',
    from: [S.Draft],
    to: S.ApprovedCompany,
    who: [Company, Franchisee],
  },
  {
    action: 'dataNotOk',
    from: [S.ApprovedCompany],
    to: S.Draft,
    who: [Franchisee],
    effect: 'companyMail',
  },
  {
    action: 'releaseForGraphicDesigner',
    from: [S.ApprovedCompany],
    to: S.ApprovedVoucherResponsibleUser,
    who: [Franchisee],
  },
  {
    action: 'goodForPrintingNotPossible',
    from: [S.ApprovedVoucherResponsibleUser],
    to: S.Draft,
    who: [GraphicDesigner, Franchisee],
    effect: 'companyMail',
  },
  {
    action: 'readyForShipment',
    from: [S.ApprovedVoucherResponsibleUser],
    to: S.GoodForPrintingInProgress,
    who: [GraphicDesigner, Franchisee],
  },
  {
    action: 'sendGoodForPrinting',
    from: [S.GoodForPrintingInProgress],
    to: S.GoodForPrintingCreated,
    who: [Franchisee],
    effect: 'goodForPrintingMail',
    needsProof: true,
  },
  {
    action: 'goodForPrintingOk',
    from: [S.GoodForPrintingCreated],
    to: S.GoodForPrintingApproved,
    who: [Company, Franchisee],
    effect: 'recordTermsAcceptance',
    needsProof: true,
  },
  {
    action: 'goodForPrintingNotOk',
    from: [S.GoodForPrintingCreated],
    to: S.ApprovedVoucherResponsibleUser,
    who: [Company, Franchisee],
  },
  {
    action: 'changeOffer',
    from: [
      S.ApprovedCompany,
      S.ApprovedVoucherResponsibleUser,
      S.GoodForPrintingInProgress,
      S.GoodForPrintingCreated,
      S.GoodForPrintingApproved,
    ],
    to: S.Draft,
    who: [Company, Franchisee],
  },
  { action: 'finish', from: [S.GoodForPrintingApproved], to: S.Finished, who: [Franchisee] },
  {
    action: 'removeFromBooklet',
    from: REMOVABLE,
    to: S.ToDeleteFromBooklet,
    who: [Franchisee],
  },
  {
    action: 'deletedInGoodForPrinting',
    from: [S.ToDeleteFromBooklet],
    to: S.Deleted,
    who: [GraphicDesigner, Franchisee],
  },
  {
    action: 'delete',
    from: [S.Created, S.SystemCreated, S.WaitingForApproval, S.Draft, S.Declined],
    to: S.Deleted,
    who: [Franchisee],
  },
  { action: 'restore', from: [S.Declined, S.Deleted], to: S.Draft, who: [Franchisee] },
];

export function mayTakeTransition(
  transition: VoucherTransition,
  permissions: readonly Permission[],
): boolean {
  return (
    permissions.includes(Permission.Admin) ||
    transition.who.some((permission) => permissions.includes(permission))
  );
}

/**
 * The transitions a user may take from a state, one per target state (the first listed
 * action wins), preferred forward step first, Declined and Deleted last.
 */
export function allowedTransitions(
  from: VoucherStateClass,
  permissions: readonly Permission[],
): VoucherTransition[] {
  const byTarget = new Map<VoucherStateClass, VoucherTransition>();
  for (const transition of VOUCHER_TRANSITIONS) {
    if (!transition.from.includes(from) || !mayTakeTransition(transition, permissions)) continue;
    if (!byTarget.has(transition.to)) byTarget.set(transition.to, transition);
  }
  return sortNextStates(
    from,
    [...byTarget.values()].map((transition) => ({ ...transition, stateClass: transition.to })),
  ).map(({ stateClass: _stateClass, ...transition }) => transition);
}

/**
 * The transition a state change request means: the named action when given and allowed,
 * otherwise the first allowed one leading to the target; undefined when none is allowed.
 */
export function resolveTransition(
  from: VoucherStateClass,
  to: VoucherStateClass,
  permissions: readonly Permission[],
  action?: VoucherActionKey,
): VoucherTransition | undefined {
  return VOUCHER_TRANSITIONS.find(
    (transition) =>
      transition.to === to &&
      transition.from.includes(from) &&
      (action === undefined || transition.action === action) &&
      mayTakeTransition(transition, permissions),
  );
}

/** Who is asking to edit a voucher. */
export interface VoucherEditor {
  permissions: readonly Permission[];
  userId: number;
  companyId: number | null;
}

export interface EditableVoucher {
  stateClass: VoucherStateClass;
  responsibleUserId: number | null;
  companyId: number;
}

/** Spec "Voucher editability": any one of the four grants suffices. */
export function canEditVoucher(editor: VoucherEditor, voucher: EditableVoucher): boolean {
  const state = voucher.stateClass;
  if (editor.permissions.includes(Permission.Admin)) return true;
  if (
    editor.permissions.includes(Permission.GraphicDesigner) &&
    state === S.ApprovedVoucherResponsibleUser
  ) {
    return true;
  }
  if (
    voucher.responsibleUserId !== null &&
    voucher.responsibleUserId === editor.userId &&
    state !== S.Deleted &&
    state !== S.Finished
  ) {
    return true;
  }
  return (
    editor.companyId !== null &&
    editor.companyId === voucher.companyId &&
    (state === S.WaitingForApproval || state === S.Draft)
  );
}

/** Who is asking to move a voucher: the permissions and the company the user belongs to. */
export interface VoucherActor {
  permissions: readonly Permission[];
  companyId: number | null;
}

/**
 * Whether this user may take the transition on this voucher. "Company" in the table means a
 * user of the voucher's own company (spec section 4, "User of the same company"); a graphic
 * designer's implied Company permission does not make it one.
 */
export function mayTakeTransitionOn(
  transition: VoucherTransition,
  actor: VoucherActor,
  voucher: { companyId: number },
): boolean {
  if (actor.permissions.includes(Permission.Admin)) return true;
  return transition.who.some((permission) =>
    permission === Permission.Company
      ? actor.companyId !== null && actor.companyId === voucher.companyId
      : actor.permissions.includes(permission),
  );
}

/** A voucher as the workflow reads it: its state, its company, whether it has a proof yet. */
export interface WorkflowVoucher {
  stateClass: VoucherStateClass;
  companyId: number;
  /** At least one proof (GzD) version was uploaded. */
  hasProof: boolean;
}

/** Whether the voucher lacks what the transition needs: a proof for sending or approving GzD. */
export function lacksProofFor(transition: VoucherTransition, voucher: WorkflowVoucher): boolean {
  return transition.needsProof === true && !voucher.hasProof;
}

/** The transitions the user's permissions open from the voucher's state, in the table's order. */
function permittedTransitions(
  actor: VoucherActor,
  voucher: Pick<WorkflowVoucher, 'stateClass' | 'companyId'>,
): VoucherTransition[] {
  return VOUCHER_TRANSITIONS.filter(
    (transition) =>
      transition.from.includes(voucher.stateClass) &&
      mayTakeTransitionOn(transition, actor, voucher),
  );
}

/**
 * Every named action this user may take on the voucher now (two may lead to the same state,
 * e.g. "data not ok" and "change offer"), preferred forward step first, Declined and Deleted
 * last; among actions to the same state, the table's order. One that needs a proof the voucher
 * does not have yet is left off.
 */
export function voucherActionsFor(
  actor: VoucherActor,
  voucher: WorkflowVoucher,
): VoucherTransition[] {
  const open = permittedTransitions(actor, voucher).filter(
    (transition) => !lacksProofFor(transition, voucher),
  );
  return sortNextStates(
    voucher.stateClass,
    open.map((transition) => ({ ...transition, stateClass: transition.to })),
  ).map(({ stateClass: _stateClass, ...transition }) => transition);
}

/**
 * The transition a state change request means for this user and voucher: the named action
 * when given, otherwise the first one to the target the user's permissions open; undefined when
 * none is. Whether the voucher has what it needs is `lacksProofFor`'s to say: the refusal differs.
 */
export function resolveVoucherAction(
  actor: VoucherActor,
  voucher: Pick<WorkflowVoucher, 'stateClass' | 'companyId'>,
  to: VoucherStateClass,
  action?: VoucherActionKey,
): VoucherTransition | undefined {
  return permittedTransitions(actor, voucher).find(
    (transition) => transition.to === to && (action === undefined || transition.action === action),
  );
}
