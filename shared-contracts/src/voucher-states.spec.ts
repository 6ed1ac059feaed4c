import { Permission, VoucherStateClass as S } from './enums.js';
import {
  allowedTransitions,
  canEditVoucher,
  lacksProofFor,
  resolveTransition,
  resolveVoucherAction,
  sortNextStates,
  voucherActionsFor,
  VOUCHER_TRANSITIONS,
  type EditableVoucher,
} from './voucher-states.js';

describe('sortNextStates', () => {
  it.each([
    [S.Created, S.WaitingForApproval],
    [S.Draft, S.ApprovedCompany],
    [S.ApprovedCompany, S.ApprovedVoucherResponsibleUser],
    [S.ApprovedVoucherResponsibleUser, S.GoodForPrintingInProgress],
    [S.GoodForPrintingInProgress, S.GoodForPrintingCreated],
    [S.GoodForPrintingCreated, S.GoodForPrintingApproved],
    [S.GoodForPrintingApproved, S.Finished],
    [S.Declined, S.Draft],
  ])('from %s offers %s first', (from, preferred) => {
    const candidates = [S.Deleted, S.ToDeleteFromBooklet, S.Declined, preferred];
    expect(sortNextStates(from, candidates)[0]).toBe(preferred);
  });

  it('puts the second choice after the preferred step and the rest before Declined and Deleted', () => {
    expect(
      sortNextStates(S.WaitingForApproval, [
        S.Deleted,
        S.Declined,
        S.ToDeleteFromBooklet,
        S.Draft,
        S.ApprovedCompany,
      ]),
    ).toEqual([S.ApprovedCompany, S.Draft, S.ToDeleteFromBooklet, S.Declined, S.Deleted]);
  });

  it('keeps the given order among the other states', () => {
    expect(sortNextStates(S.Finished, [S.Draft, S.Deleted, S.ToDeleteFromBooklet])).toEqual([
      S.Draft,
      S.ToDeleteFromBooklet,
      S.Deleted,
    ]);
  });

  it('sorts answer objects by their stateClass', () => {
    const sorted = sortNextStates(S.Draft, [
      { stateClass: S.Declined, action: 'iAmNotIn' },
      { stateClass: S.ApprovedCompany, action: 'finishEnteringData' },
    ]);
    expect(sorted.map((entry) => entry.action)).toEqual(['finishEnteringData', 'iAmNotIn']);
  });
});

describe('allowedTransitions', () => {
  const company = [Permission.Company];
  const franchisee = [Permission.Franchisee, Permission.Company];
  const admin = [Permission.Admin];

  it('lets a company approve, ask for changes or decline a waiting voucher', () => {
    expect(allowedTransitions(S.WaitingForApproval, company).map((t) => t.to)).toEqual([
      S.ApprovedCompany,
      S.Draft,
      S.Declined,
    ]);
  });

  it("gives a company no step on a voucher in the graphic designer's hands but changing the offer", () => {
    expect(
      allowedTransitions(S.ApprovedVoucherResponsibleUser, company).map((t) => t.action),
    ).toEqual(['changeOffer']);
  });

  it('offers the franchisee release first and "data not ok" for the way back', () => {
    expect(allowedTransitions(S.ApprovedCompany, franchisee).map((t) => t.action)).toEqual([
      'releaseForGraphicDesigner',
      'dataNotOk',
      'removeFromBooklet',
    ]);
  });

  it('lets an admin take every transition, including deleting in good-for-printing', () => {
    expect(allowedTransitions(S.ToDeleteFromBooklet, admin).map((t) => t.to)).toEqual([S.Deleted]);
  });

  it('leaves a finished voucher locked for everyone', () => {
    expect(allowedTransitions(S.Finished, admin)).toEqual([]);
  });
});

describe('resolveTransition', () => {
  const franchisee = [Permission.Franchisee, Permission.Company];

  it('follows the named action when two lead to the same state', () => {
    expect(resolveTransition(S.ApprovedCompany, S.Draft, franchisee, 'changeOffer')?.effect).toBe(
      undefined,
    );
    expect(resolveTransition(S.ApprovedCompany, S.Draft, franchisee)?.effect).toBe('companyMail');
  });

  it('refuses a transition the user may not take', () => {
    expect(
      resolveTransition(S.Created, S.WaitingForApproval, [Permission.Company]),
    ).toBeUndefined();
    expect(resolveTransition(S.Finished, S.Draft, [Permission.Admin])).toBeUndefined();
  });
});

describe('canEditVoucher', () => {
  const voucher = (stateClass: S): EditableVoucher => ({
    stateClass,
    responsibleUserId: 7,
    companyId: 3,
  });
  const admin = { permissions: [Permission.Admin], userId: 1, companyId: null };
  const designer = {
    permissions: [Permission.GraphicDesigner, Permission.Company],
    userId: 2,
    companyId: null,
  };
  const responsible = {
    permissions: [Permission.Franchisee, Permission.Company],
    userId: 7,
    companyId: null,
  };
  const otherFranchisee = { ...responsible, userId: 8 };
  const ownCompany = { permissions: [Permission.Company], userId: 20, companyId: 3 };
  const otherCompany = { ...ownCompany, companyId: 4 };

  it.each(Object.values(S))('lets an admin edit in %s', (state) => {
    expect(canEditVoucher(admin, voucher(state))).toBe(true);
  });

  it.each(Object.values(S))(
    'lets a graphic designer edit only in ApprovedVoucherResponsibleUser (%s)',
    (state) => {
      expect(canEditVoucher(designer, voucher(state))).toBe(
        state === S.ApprovedVoucherResponsibleUser,
      );
    },
  );

  it.each(Object.values(S))(
    'lets the responsible user edit unless Deleted or Finished (%s)',
    (state) => {
      expect(canEditVoucher(responsible, voucher(state))).toBe(
        state !== S.Deleted && state !== S.Finished,
      );
      expect(canEditVoucher(otherFranchisee, voucher(state))).toBe(false);
    },
  );

  it.each(Object.values(S))(
    'lets the own company edit only while waiting or in draft (%s)',
    (state) => {
      expect(canEditVoucher(ownCompany, voucher(state))).toBe(
        state === S.WaitingForApproval || state === S.Draft,
      );
      expect(canEditVoucher(otherCompany, voucher(state))).toBe(false);
    },
  );

  it("does not treat a voucher without a responsible user as the user's own", () => {
    expect(
      canEditVoucher(
        { permissions: [Permission.Company], userId: 0, companyId: null },
        { ...voucher(S.Draft), responsibleUserId: null },
      ),
    ).toBe(false);
  });
});

describe('voucherActionsFor', () => {
  const franchisee = { permissions: [Permission.Franchisee, Permission.Company], companyId: null };
  const ownCompany = { permissions: [Permission.Company], companyId: 3 };
  const otherCompany = { permissions: [Permission.Company], companyId: 4 };
  const designer = {
    permissions: [Permission.GraphicDesigner, Permission.Company],
    companyId: null,
  };
  const voucher = (stateClass: S, hasProof = true) => ({ stateClass, companyId: 3, hasProof });

  it('offers a franchisee both ways back to Draft with their own names', () => {
    expect(voucherActionsFor(franchisee, voucher(S.ApprovedCompany)).map((t) => t.action)).toEqual([
      'releaseForGraphicDesigner',
      'dataNotOk',
      'changeOffer',
      'removeFromBooklet',
    ]);
  });

  it("gives the company's own user its answers, another company's user none", () => {
    expect(
      voucherActionsFor(ownCompany, voucher(S.WaitingForApproval)).map((t) => t.action),
    ).toEqual(['iAmInNoChanges', 'iAmInWishingChanges', 'iAmNotIn']);
    expect(voucherActionsFor(otherCompany, voucher(S.WaitingForApproval))).toEqual([]);
  });

  it('does not let a graphic designer answer for a company', () => {
    expect(voucherActionsFor(designer, voucher(S.WaitingForApproval))).toEqual([]);
    expect(
      voucherActionsFor(designer, voucher(S.ApprovedVoucherResponsibleUser)).map((t) => t.action),
    ).toEqual(['readyForShipment', 'goodForPrintingNotPossible']);
  });

  it('offers sending and approving the good-for-printing only once it has a proof', () => {
    expect(
      voucherActionsFor(franchisee, voucher(S.GoodForPrintingInProgress, false)).map(
        (t) => t.action,
      ),
    ).toEqual(['changeOffer', 'removeFromBooklet']);
    expect(
      voucherActionsFor(ownCompany, voucher(S.GoodForPrintingCreated, false)).map((t) => t.action),
    ).toEqual(['goodForPrintingNotOk', 'changeOffer']);
    expect(
      voucherActionsFor(ownCompany, voucher(S.GoodForPrintingCreated)).map((t) => t.action),
    ).toEqual(['goodForPrintingOk', 'goodForPrintingNotOk', 'changeOffer']);
  });

  it('names exactly the GzD steps as needing a proof, and says when one is lacking', () => {
    expect(VOUCHER_TRANSITIONS.filter((t) => t.needsProof).map((t) => t.action)).toEqual([
      'sendGoodForPrinting',
      'goodForPrintingOk',
    ]);
    const send = resolveVoucherAction(
      franchisee,
      voucher(S.GoodForPrintingInProgress, false),
      S.GoodForPrintingCreated,
    )!;
    expect(lacksProofFor(send, voucher(S.GoodForPrintingInProgress, false))).toBe(true);
    expect(lacksProofFor(send, voucher(S.GoodForPrintingInProgress))).toBe(false);
  });

  it('resolves a named action or the first to the target', () => {
    expect(resolveVoucherAction(franchisee, voucher(S.ApprovedCompany), S.Draft)?.action).toBe(
      'dataNotOk',
    );
    expect(
      resolveVoucherAction(franchisee, voucher(S.ApprovedCompany), S.Draft, 'changeOffer')?.action,
    ).toBe('changeOffer');
    expect(resolveVoucherAction(otherCompany, voucher(S.Draft), S.ApprovedCompany)).toBeUndefined();
  });
});
