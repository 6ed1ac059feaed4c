import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  BookletVoucherStatesAnswer,
  SkippedVoucherReason,
  VoucherStateClass,
} from '@gb/contracts';
import { DataSource } from 'typeorm';

import type { AuthenticatedUser } from '../../../common/auth/index.js';
import { PublicLists } from '../../../common/public-lists.js';
import { VoucherErrorCode, VoucherException } from '../../vouchers/exceptions/voucher.exception.js';
import { VoucherStateMachine } from '../../vouchers/services/voucher-state-machine.service.js';
import { BookletsService } from './booklets.service.js';

/** What the workflow's refusal of one voucher means for a booklet-wide move. */
const SKIPPED_BY_ERROR: Partial<Record<VoucherErrorCode, SkippedVoucherReason>> = {
  [VoucherErrorCode.STATE_CHANGED]: 'changedMeanwhile',
  [VoucherErrorCode.STATE_NOT_ALLOWED]: 'notAllowed',
  [VoucherErrorCode.NOT_ALLOWED]: 'notAllowed',
  [VoucherErrorCode.PROOF_MISSING]: 'noProof',
};

/**
 * Moves every voucher of a booklet that is in one state to the next, each through the voucher
 * workflow's own state machine: the same rules, a history row and the mails per voucher, one
 * voucher at a time, so a voucher that changed meanwhile is skipped, not the whole booklet.
 */
@Injectable()
export class BookletVoucherStatesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly booklets: BookletsService,
    private readonly stateMachine: VoucherStateMachine,
    private readonly publicLists: PublicLists,
  ) {}

  async move(
    caller: AuthenticatedUser,
    bookletId: number,
    from: VoucherStateClass,
    to: VoucherStateClass,
  ): Promise<BookletVoucherStatesAnswer> {
    await this.booklets.load(this.dataSource.manager, bookletId);
    const vouchers = await this.dataSource.query<{ id: number; state_class: VoucherStateClass }[]>(
      `SELECT v.id, v.state_class FROM voucher v
        JOIN voucher_booklet vb ON vb.voucher_id = v.id AND vb.booklet_id = $1
        ORDER BY v.id`,
      [bookletId],
    );
    const answer: BookletVoucherStatesAnswer = { moved: 0, movedVoucherIds: [], skipped: [] };
    for (const { id, state_class: stateClass } of vouchers) {
      const reason =
        stateClass === from ? await this.moveOne(caller, id, from, to) : ('otherState' as const);
      if (reason) answer.skipped.push({ voucherId: id, stateClass, reason });
      else answer.movedVoucherIds.push(id);
    }
    answer.moved = answer.movedVoucherIds.length;
    if (answer.moved > 0) await this.publicLists.invalidate();
    return answer;
  }

  /** Nothing when the voucher moved; otherwise why it stayed. */
  private async moveOne(
    caller: AuthenticatedUser,
    voucherId: number,
    from: VoucherStateClass,
    to: VoucherStateClass,
  ): Promise<SkippedVoucherReason | undefined> {
    try {
      await this.stateMachine.change(
        caller,
        voucherId,
        { newVoucherStateClass: to, fromStateClass: from },
        undefined,
      );
      return undefined;
    } catch (error) {
      const reason = error instanceof VoucherException ? SKIPPED_BY_ERROR[error.code] : undefined;
      if (!reason) throw error;
      return reason;
    }
  }
}
