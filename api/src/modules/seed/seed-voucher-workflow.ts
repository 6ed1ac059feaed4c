import { createHash } from 'node:crypto';

import { VoucherStateClass as S } from '@gb/contracts';
import type { EntityManager } from 'typeorm';

import type { FileStorage } from '../files/storage/file-storage.js';
import { VoucherComment } from '../vouchers/entities/voucher-comment.entity.js';
import { VoucherProofDecision } from '../vouchers/entities/voucher-proof-decision.entity.js';
import { VoucherProof } from '../vouchers/entities/voucher-proof.entity.js';
import { VoucherStateChange } from '../vouchers/entities/voucher-state-change.entity.js';
import { Voucher } from '../vouchers/entities/voucher.entity.js';
import { DemoAttachments } from './demo-attachments.js';
import { type DemoVoucherImageText, voucherCompleteSvg } from './demo-image.svg.js';
import {
  NEXT_YEAR_STATES,
  SEED_COMMENTS,
  SEED_STEP_ACTORS,
  seedStatePath,
  type SeedActor,
} from './seed-voucher-history.plan.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Every this many vouchers of next year's booklets is one of the franchisee's favourites. */
const FAVORITE_EVERY = 9;
/** The designer uploads the proof this long before the franchisee sends it to the company. */
const PROOF_BEFORE_SENDING_MS = 2 * 60 * 60 * 1000;

export interface SeedUser {
  id: number;
  email: string;
}

export interface SeedWorkflowUsers {
  franchisee: SeedUser;
  designer: SeedUser;
  /** The demo company users by their company's id. */
  companyUsers: ReadonlyMap<number, SeedUser>;
}

/** A voucher of this year's booklets as the seed inserted it, with the text of its printed image. */
export type SeededVoucher = Partial<Voucher> & {
  id: number;
  companyId: number;
  stateClass: S;
  print: DemoVoucherImageText;
};

/**
 * The workflow part of the demo data: the history of every voucher, next year's booklets
 * in the making (this year's vouchers cloned and moved along, the demo companies' with
 * something to do), the proofs (GzD) sent to the companies and their approvals, comments and
 * favourites.
 */
export class SeedVoucherWorkflow {
  private readonly changes: Partial<VoucherStateChange>[] = [];
  private readonly comments: Partial<VoucherComment>[] = [];

  constructor(
    private readonly manager: EntityManager,
    private readonly storage: FileStorage,
    private readonly now: Date,
    private readonly users: SeedWorkflowUsers,
  ) {}

  async seed(
    current: readonly SeededVoucher[],
    nextYearBooklets: ReadonlyMap<number, number>,
    demoCompanyStates: ReadonlyMap<number, S>,
  ): Promise<void> {
    current.forEach((voucher, index) => this.history(voucher, index, false));
    const clones = current
      .filter((voucher) => voucher.bookletId && nextYearBooklets.has(voucher.bookletId))
      // Last year's dropouts are not asked again, except the demo companies', who get work.
      .filter(
        (voucher) =>
          demoCompanyStates.has(voucher.companyId) ||
          (voucher.stateClass !== S.Declined && voucher.stateClass !== S.Deleted),
      )
      .map((source, index) => ({
        source,
        stateClass:
          demoCompanyStates.get(source.companyId) ??
          NEXT_YEAR_STATES[index % NEXT_YEAR_STATES.length]!,
        bookletId: nextYearBooklets.get(source.bookletId!)!,
      }));
    const cloneIds = await this.insertClones(clones);
    const cloned = clones.map(({ source, stateClass, bookletId }, index) => ({
      ...source,
      id: cloneIds[index]!,
      stateClass,
      bookletId,
    }));
    cloned.forEach((voucher, index) => {
      this.history(voucher, index, true);
      this.comment(voucher, index);
    });
    await this.manager.getRepository(VoucherStateChange).insert(this.changes);
    await this.manager.getRepository(VoucherComment).insert(this.comments);
    await this.proofs([...current, ...cloned]);
    await this.acceptTerms([...current, ...cloned]);
    await this.favorites(cloned);
  }

  private async insertClones(
    clones: { source: SeededVoucher; stateClass: S; bookletId: number }[],
  ): Promise<number[]> {
    if (clones.length === 0) return [];
    const result = await this.manager.getRepository(Voucher).insert(
      clones.map(({ source, stateClass, bookletId }) => ({
        bookletId,
        companyId: source.companyId,
        address: source.address,
        offerShort: source.offerShort,
        offerLong: source.offerLong,
        openingHours: source.openingHours,
        voucherCategoryId: source.voucherCategoryId,
        responsibleUserId: source.responsibleUserId,
        completeImageAttachmentId: source.completeImageAttachmentId,
        frontImageAttachmentId: source.frontImageAttachmentId,
        backImageAttachmentId: source.backImageAttachmentId,
        copiedFromVoucherId: source.id,
        stateClass,
      })),
    );
    const ids = result.identifiers.map((identifier) => Number(identifier.id));
    await this.manager
      .createQueryBuilder()
      .insert()
      .into('voucher_booklet', ['voucher_id', 'booklet_id'])
      .values(ids.map((id, index) => ({ voucher_id: id, booklet_id: clones[index]!.bookletId })))
      .execute();
    return ids;
  }

  /** The steps to the voucher's state, a few days apart, the last one a few days ago. */
  private history(voucher: SeededVoucher, index: number, cloned: boolean): void {
    const path = seedStatePath(voucher.stateClass, cloned);
    const lastDaysAgo = 1 + (index % 12);
    path.forEach((state, step) => {
      const user = this.userFor(SEED_STEP_ACTORS[state], voucher.companyId);
      this.changes.push({
        voucherId: voucher.id,
        changeDate: this.daysAgo(lastDaysAgo + (path.length - 1 - step) * 3, index),
        userId: user.id,
        username: user.email,
        fromState: step === 0 ? null : path[step - 1]!,
        toState: state,
      });
    });
  }

  private comment(voucher: SeededVoucher, index: number): void {
    for (const [position, comment] of (SEED_COMMENTS[voucher.stateClass] ?? []).entries()) {
      this.comments.push({
        voucherId: voucher.id,
        bookletId: voucher.bookletId ?? null,
        userId: this.userFor(comment.actor, voucher.companyId).id,
        title: comment.title,
        text: comment.text,
        isCustomerVisible: comment.isCustomerVisible,
        createdAt: this.daysAgo(1 + (index % 5) - position * 0.5, index),
      });
    }
  }

  /**
   * The proof of every voucher whose good-for-printing went to the company (at or past "Prüfung
   * GzD durch Betrieb"): the printed voucher, uploaded by the designer shortly before it was
   * sent, and the company's "GzD ok" on it where the voucher got that far.
   */
  private async proofs(vouchers: readonly SeededVoucher[]): Promise<void> {
    const stepTo = (state: S) =>
      new Map(
        this.changes
          .filter((change) => change.toState === state)
          .map((change) => [change.voucherId!, change]),
      );
    const sent = stepTo(S.GoodForPrintingCreated);
    const approved = stepTo(S.GoodForPrintingApproved);
    const proven = vouchers.filter((voucher) => sent.has(voucher.id));
    if (proven.length === 0) return;
    const files = new DemoAttachments();
    const svgs = proven.map((voucher) => voucherCompleteSvg(voucher.print));
    proven.forEach((voucher, index) =>
      files.add('voucher-proof', `proof-${voucher.id}`, svgs[index]!),
    );
    const attachmentIds = await files.store(this.manager, this.storage);
    const { designer } = this.users;
    const inserted = await this.manager.getRepository(VoucherProof).insert(
      proven.map((voucher, index) => ({
        voucherId: voucher.id,
        version: 1,
        attachmentId: attachmentIds[index]!,
        checksum: createHash('sha256').update(svgs[index]!).digest('hex'),
        uploadedByUserId: designer.id,
        uploadedByName: designer.email,
        uploadedAt: new Date(sent.get(voucher.id)!.changeDate!.getTime() - PROOF_BEFORE_SENDING_MS),
      })),
    );
    const proofIds = inserted.identifiers.map((identifier) => Number(identifier.id));
    const decisions = proven.flatMap((voucher, index) => {
      const change = approved.get(voucher.id);
      return change
        ? [
            {
              voucherId: voucher.id,
              proofId: proofIds[index]!,
              approved: true,
              userId: change.userId!,
              username: change.username!,
              termsAccepted: true,
              comment: '',
              decidedAt: change.changeDate!,
            },
          ]
        : [];
    });
    if (decisions.length > 0) {
      await this.manager.getRepository(VoucherProofDecision).insert(decisions);
    }
  }

  /** Who accepted the terms, when the voucher passed "good-for-printing ok". */
  private async acceptTerms(vouchers: readonly SeededVoucher[]): Promise<void> {
    const accepted = this.changes.filter((change) => change.toState === S.GoodForPrintingApproved);
    const byVoucher = new Map(accepted.map((change) => [change.voucherId, change]));
    for (const voucher of vouchers) {
      const change = byVoucher.get(voucher.id);
      if (!change) continue;
      await this.manager.getRepository(Voucher).update(voucher.id, {
        termsAcceptedAt: change.changeDate,
        termsAcceptedByUserId: change.userId,
      });
    }
  }

  /** The franchisee's pick of next year's vouchers, and each demo company's own. */
  private async favorites(vouchers: readonly SeededVoucher[]): Promise<void> {
    const rows = vouchers.flatMap((voucher, index) => [
      ...(index % FAVORITE_EVERY === 0
        ? [{ voucher_id: voucher.id, user_id: this.users.franchisee.id }]
        : []),
      ...(this.users.companyUsers.has(voucher.companyId)
        ? [{ voucher_id: voucher.id, user_id: this.users.companyUsers.get(voucher.companyId)!.id }]
        : []),
    ]);
    if (rows.length === 0) return;
    await this.manager
      .createQueryBuilder()
      .insert()
      .into('voucher_favorite', ['voucher_id', 'user_id'])
      .values(rows)
      .execute();
  }

  /** A company's step is its demo user's when it has one; otherwise the franchisee took it for them. */
  private userFor(actor: SeedActor, companyId: number): SeedUser {
    if (actor === 'designer') return this.users.designer;
    if (actor === 'company') return this.users.companyUsers.get(companyId) ?? this.users.franchisee;
    return this.users.franchisee;
  }

  /** Some days before now, at an hour of the working day that differs per voucher. */
  private daysAgo(days: number, index: number): Date {
    const date = new Date(this.now.getTime() - days * DAY_MS);
    date.setUTCHours(7 + (index % 9), (index * 7) % 60, 0, 0);
    return date;
  }
}
