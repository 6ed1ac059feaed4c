import { VoucherStateClass as S } from '@gb/contracts';

/** Who took a step in the demo history. */
export type SeedActor = 'franchisee' | 'designer' | 'company';

/** The workflow's main road, from first contact to locked print data. */
const FORWARD: readonly S[] = [
  S.Created,
  S.WaitingForApproval,
  S.ApprovedCompany,
  S.ApprovedVoucherResponsibleUser,
  S.GoodForPrintingInProgress,
  S.GoodForPrintingCreated,
  S.GoodForPrintingApproved,
  S.Finished,
];

/** Where the side states branch off the main road. */
const BRANCHES: Partial<Record<S, readonly S[]>> = {
  [S.Draft]: [S.Created, S.WaitingForApproval, S.Draft],
  [S.Declined]: [S.Created, S.WaitingForApproval, S.Declined],
  [S.ToDeleteFromBooklet]: [
    S.Created,
    S.WaitingForApproval,
    S.ApprovedCompany,
    S.ToDeleteFromBooklet,
  ],
  [S.Deleted]: [S.Created, S.Deleted],
  [S.SystemCreated]: [S.SystemCreated],
};

/**
 * The states a demo voucher went through to reach `target`, first to last; a voucher cloned
 * from last year's booklet starts as SystemCreated instead of Created.
 */
export function seedStatePath(target: S, cloned: boolean): S[] {
  const path = [...(BRANCHES[target] ?? FORWARD.slice(0, FORWARD.indexOf(target) + 1))];
  if (cloned && path[0] === S.Created) path[0] = S.SystemCreated;
  return path;
}

/** Who moves a voucher into each state in the demo history. */
export const SEED_STEP_ACTORS: Record<S, SeedActor> = {
  [S.SystemCreated]: 'franchisee',
  [S.Created]: 'franchisee',
  [S.WaitingForApproval]: 'franchisee',
  [S.Draft]: 'company',
  [S.Declined]: 'company',
  [S.ApprovedCompany]: 'company',
  [S.ApprovedVoucherResponsibleUser]: 'franchisee',
  [S.GoodForPrintingInProgress]: 'designer',
  [S.GoodForPrintingCreated]: 'franchisee',
  [S.GoodForPrintingApproved]: 'company',
  [S.Finished]: 'franchisee',
  [S.ToDeleteFromBooklet]: 'franchisee',
  [S.Deleted]: 'franchisee',
};

/** States of next year's vouchers, cloned from this year's: the booklet in the making. */
export const NEXT_YEAR_STATES: readonly S[] = [
  S.SystemCreated,
  S.WaitingForApproval,
  S.Draft,
  S.ApprovedCompany,
  S.ApprovedVoucherResponsibleUser,
  S.GoodForPrintingInProgress,
  S.GoodForPrintingCreated,
  S.GoodForPrintingApproved,
  S.WaitingForApproval,
  S.Declined,
  S.ToDeleteFromBooklet,
  S.Deleted,
  S.SystemCreated,
  S.Draft,
];

/** The demo comments, by the state of the voucher they are on. */
export const SEED_COMMENTS: Partial<
  Record<S, { actor: SeedActor; title: string; text: string; isCustomerVisible: boolean }[]>
> = {
  [S.WaitingForApproval]: [
    {
      actor: 'franchisee',
      title: 'Telefonisch nachgefragt',
      text: 'Inhaber ist bis Ende Monat in den Ferien, danach nochmals anrufen.',
      isCustomerVisible: false,
    },
  ],
  [S.Draft]: [
    {
      actor: 'franchisee',
      title: 'Bilder fehlen',
      text: 'Bitte laden Sie zwei Bilder Ihres Betriebs und Ihr Logo hoch.',
      isCustomerVisible: true,
    },
    {
      actor: 'company',
      title: 'Logo folgt',
      text: 'Das Logo schicken wir nächste Woche, die Bilder sind hochgeladen.',
      isCustomerVisible: true,
    },
  ],
  [S.ApprovedVoucherResponsibleUser]: [
    {
      actor: 'designer',
      title: 'Logo unscharf',
      text: 'Das Logo ist nur 300 px breit, ich frage nach einer Vektorgrafik.',
      isCustomerVisible: false,
    },
  ],
  [S.GoodForPrintingCreated]: [
    {
      actor: 'franchisee',
      title: 'Gut zum Druck bereit',
      text: 'Bitte prüfen Sie das Gut zum Druck bis Ende Woche.',
      isCustomerVisible: true,
    },
  ],
};
