import { Permission, VoucherStateClass as S } from '@gb/contracts';
import { resolveVoucherAction } from '@gb/contracts/voucher-workflow';

import { NEXT_YEAR_STATES, SEED_STEP_ACTORS, seedStatePath } from './seed-voucher-history.plan.js';

const ACTORS = {
  franchisee: { permissions: [Permission.Franchisee, Permission.Company], companyId: null },
  designer: { permissions: [Permission.GraphicDesigner, Permission.Company], companyId: null },
  company: { permissions: [Permission.Company], companyId: 1 },
};

describe(seedStatePath.name, () => {
  it.each(Object.values(S).flatMap((state) => [[state, false] as const, [state, true] as const]))(
    'reaches %s (cloned: %s) only through steps its actors may take',
    (target, cloned) => {
      const path = seedStatePath(target, cloned);
      expect(path.at(-1)).toBe(target === S.Created && cloned ? S.SystemCreated : target);
      for (let step = 1; step < path.length; step++) {
        const to = path[step]!;
        const actor = ACTORS[SEED_STEP_ACTORS[to]];
        expect([
          path[step - 1],
          to,
          resolveVoucherAction(actor, { stateClass: path[step - 1]!, companyId: 1 }, to) !==
            undefined,
        ]).toEqual([path[step - 1], to, true]);
      }
    },
  );

  it('gives next year’s booklet vouchers in every state but Created and Finished', () => {
    expect([...new Set(NEXT_YEAR_STATES)].sort()).toEqual(
      Object.values(S)
        .filter((state) => state !== S.Created && state !== S.Finished)
        .sort(),
    );
  });
});
