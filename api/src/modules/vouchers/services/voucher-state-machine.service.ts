import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  VoucherStateClass,
  type ChangeVoucherStateRequest,
  type NextVoucherStateAnswer,
  type Voucher as VoucherAnswer,
  type VoucherStateChange as VoucherStateChangeAnswer,
} from '@gb/contracts';
import {
  lacksProofFor,
  resolveVoucherAction,
  voucherActionsFor,
} from '@gb/contracts/voucher-workflow';
import { DataSource } from 'typeorm';

import type { AuthenticatedUser } from '../../../common/auth/index.js';
import { VoucherStateChange } from '../entities/voucher-state-change.entity.js';
import { Voucher } from '../entities/voucher.entity.js';
import { VoucherErrorCode, VoucherException } from '../exceptions/voucher.exception.js';
import { toStateChangeAnswer } from '../voucher.mapper.js';
import { voucherEditorOf, VoucherAccess } from './voucher-access.service.js';
import { VoucherProofsService } from './voucher-proofs.service.js';
import { ACTION_MAILS, VoucherMails, type VoucherWorkflowMail } from './voucher-mails.service.js';
import { VouchersService } from './vouchers.service.js';

/** The mails that can be sent again, by the state the voucher waits in for the company. */
const RESENDABLE_MAILS: Partial<Record<VoucherStateClass, VoucherWorkflowMail>> = {
  [VoucherStateClass.WaitingForApproval]: 'approval',
  [VoucherStateClass.GoodForPrintingCreated]: 'goodForPrinting',
};

/** `"Draft"` or `W/"Draft"` of an If-Match header: the state the caller saw. */
export function stateOfIfMatch(header: string | undefined): VoucherStateClass | undefined {
  const value = header
    ?.trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  return Object.values(VoucherStateClass).find((state) => state === value);
}

/**
 * The voucher workflow over the transition table of `@gb/contracts/voucher-workflow`: which
 * steps a caller may take, and taking one with its history row and side effects in one
 * transaction.
 */
@Injectable()
export class VoucherStateMachine {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: VoucherAccess,
    private readonly mails: VoucherMails,
    private readonly vouchers: VouchersService,
    private readonly proofs: VoucherProofsService,
  ) {}

  async nextStates(user: AuthenticatedUser, id: number): Promise<NextVoucherStateAnswer[]> {
    const voucher = await this.access.reach(user, id);
    const hasProof = await this.proofs.exists(this.dataSource.manager, id);
    return voucherActionsFor(voucherEditorOf(user), { ...voucher, hasProof }).map((transition) => ({
      stateClass: transition.to,
      action: transition.action,
      requiresTermsAcceptance: transition.effect === 'recordTermsAcceptance',
    }));
  }

  /**
   * Takes a step: 409 when the voucher is no longer in the state the caller saw, 403 when the
   * caller may not take it from the voucher's state, 409 when it needs a proof the voucher lacks.
   */
  async change(
    user: AuthenticatedUser,
    id: number,
    request: ChangeVoucherStateRequest,
    ifMatch: string | undefined,
  ): Promise<VoucherAnswer> {
    const answer = await this.dataSource.transaction(async (manager) => {
      const voucher = await this.access.reach(user, id, manager, true);
      const seen = request.fromStateClass ?? stateOfIfMatch(ifMatch);
      if (seen !== undefined && seen !== voucher.stateClass) {
        throw new VoucherException(VoucherErrorCode.STATE_CHANGED);
      }
      const transition = resolveVoucherAction(
        voucherEditorOf(user),
        voucher,
        request.newVoucherStateClass,
        request.action,
      );
      if (!transition) throw new VoucherException(VoucherErrorCode.STATE_NOT_ALLOWED);
      // The voucher row is locked: no proof arrives between this look and the change.
      const hasProof = await this.proofs.exists(manager, id);
      if (lacksProofFor(transition, { ...voucher, hasProof })) {
        throw new VoucherException(VoucherErrorCode.PROOF_MISSING);
      }
      const acceptsTerms = transition.effect === 'recordTermsAcceptance';
      if (acceptsTerms && request.termsAccepted !== true) {
        throw new VoucherException(VoucherErrorCode.TERMS_NOT_ACCEPTED);
      }
      const from = voucher.stateClass;
      // "GzD ok" and "GzD not ok" leave a record on the proof version decided on.
      if (
        transition.action === 'goodForPrintingOk' ||
        transition.action === 'goodForPrintingNotOk'
      ) {
        await this.proofs.recordDecision(manager, user, id, {
          approved: acceptsTerms,
          termsAccepted: acceptsTerms,
          comment: request.comment,
          proofId: request.proofId,
        });
      }
      voucher.stateClass = transition.to;
      if (acceptsTerms) {
        voucher.termsAcceptedAt = new Date();
        voucher.termsAcceptedByUserId = user.id;
      }
      await manager.getRepository(Voucher).update(id, {
        stateClass: voucher.stateClass,
        ...(acceptsTerms && {
          termsAcceptedAt: voucher.termsAcceptedAt,
          termsAcceptedByUserId: voucher.termsAcceptedByUserId,
        }),
      });
      await manager.getRepository(VoucherStateChange).insert({
        voucherId: id,
        userId: user.id,
        username: user.email,
        fromState: from,
        toState: transition.to,
      });
      const mail = ACTION_MAILS[transition.action];
      if (mail) {
        await this.mails.enqueueWorkflowMail(manager, voucher, mail, request.loginUrlTemplate);
      }
      return this.vouchers.answer(
        manager,
        user,
        await manager.getRepository(Voucher).findOneByOrFail({ id }),
      );
    });
    this.mails.sendQueued();
    return answer;
  }

  /**
   * Sends the mail the company is waiting on again, with fresh login links: the approval mail
   * while waiting for approval, the good-for-printing mail while the company checks it.
   */
  async resendMail(
    user: AuthenticatedUser,
    id: number,
    loginUrlTemplate: string | undefined,
  ): Promise<{ sent: number }> {
    const sent = await this.dataSource.transaction(async (manager) => {
      const voucher = await this.access.reach(user, id, manager);
      const mail = RESENDABLE_MAILS[voucher.stateClass];
      if (!mail) throw new VoucherException(VoucherErrorCode.NO_MAIL_IN_STATE);
      return this.mails.enqueueWorkflowMail(manager, voucher, mail, loginUrlTemplate);
    });
    this.mails.sendQueued();
    return { sent };
  }

  /** The voucher's history, newest first. */
  async history(user: AuthenticatedUser, id: number): Promise<VoucherStateChangeAnswer[]> {
    await this.access.reach(user, id);
    const changes = await this.dataSource.getRepository(VoucherStateChange).find({
      where: { voucherId: id },
      order: { changeDate: 'DESC', id: 'DESC' },
    });
    return changes.map(toStateChangeAnswer);
  }
}
