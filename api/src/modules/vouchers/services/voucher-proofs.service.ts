import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  VoucherStateClass,
  type VoucherProofDecision as VoucherProofDecisionAnswer,
  type VoucherProofs,
  type VoucherProofVersion,
} from '@gb/contracts';
import { DataSource, type EntityManager } from 'typeorm';

import { type AuthenticatedUser, canReachCompany } from '../../../common/auth/index.js';
import { Attachment } from '../../files/entities/attachment.entity.js';
import { AttachmentPreviewService } from '../../files/previews/attachment-preview.service.js';
import { ImageUploadService } from '../../files/uploads/image-upload.service.js';
import { ProofUploadService } from '../../files/uploads/proof-upload.service.js';
import type { UploadedFileBytes } from '../../files/uploads/uploaded-file.js';
import { VoucherProofDecision } from '../entities/voucher-proof-decision.entity.js';
import { VoucherProof } from '../entities/voucher-proof.entity.js';
import { Voucher } from '../entities/voucher.entity.js';
import { VoucherErrorCode, VoucherException } from '../exceptions/voucher.exception.js';
import { VoucherAccess } from './voucher-access.service.js';

const PROOF_KIND = 'voucher-proof';
/** Once printed or gone, a voucher gets no new proof. */
const LOCKED_STATES = new Set([VoucherStateClass.Finished, VoucherStateClass.Deleted]);

/** What the caller said with "GzD ok" or "GzD not ok". */
export interface ProofDecisionRequest {
  approved: boolean;
  termsAccepted: boolean;
  comment?: string;
  /** The version the caller saw. */
  proofId?: number;
}

/**
 * The print proof (GzD) of a voucher in versions, with who uploaded each and the decisions on
 * it; beside it last year's proof, from the voucher this one was copied from.
 */
@Injectable()
export class VoucherProofsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: VoucherAccess,
    private readonly proofs: ProofUploadService,
    private readonly images: ImageUploadService,
    private readonly previews: AttachmentPreviewService,
  ) {}

  async list(user: AuthenticatedUser, id: number): Promise<VoucherProofs> {
    const voucher = await this.access.reach(user, id);
    const previous =
      voucher.copiedFromVoucherId === null
        ? null
        : await this.dataSource.getRepository(Voucher).findOne({
            where: { id: voucher.copiedFromVoucherId },
            select: { id: true, companyId: true },
          });
    return {
      voucherId: id,
      versions: await this.versions(id),
      previousYear:
        previous && canReachCompany(user, previous.companyId)
          ? { voucherId: previous.id, versions: await this.versions(previous.id) }
          : null,
    };
  }

  /** A new version, numbered after the last one, by a designer or franchisee. */
  async upload(
    user: AuthenticatedUser,
    id: number,
    upload: UploadedFileBytes | undefined,
  ): Promise<VoucherProofs> {
    await this.assertOpen(user, id, this.dataSource.manager);
    const { attachment, checksum } = await this.proofs.store(upload, PROOF_KIND);
    try {
      await this.dataSource.transaction(async (manager) => {
        await this.assertOpen(user, id, manager, true);
        const [last] = (await manager.query(
          `SELECT COALESCE(MAX(version), 0) AS version FROM voucher_proof WHERE voucher_id = $1`,
          [id],
        )) as { version: number }[];
        await manager.getRepository(VoucherProof).insert({
          voucherId: id,
          version: Number(last?.version ?? 0) + 1,
          attachmentId: attachment.id,
          checksum,
          uploadedByUserId: user.id,
          uploadedByName: user.email,
        });
      });
    } catch (error) {
      await this.images.remove(attachment.id);
      throw error;
    }
    return this.list(user, id);
  }

  /** Whether the voucher has at least one proof version. */
  async exists(manager: EntityManager, voucherId: number): Promise<boolean> {
    return manager.getRepository(VoucherProof).existsBy({ voucherId });
  }

  /**
   * Writes "GzD ok" or "GzD not ok" on the newest version, inside the state change's
   * transaction; 409 when the caller decided on an older version than the newest.
   */
  async recordDecision(
    manager: EntityManager,
    user: AuthenticatedUser,
    voucherId: number,
    request: ProofDecisionRequest,
  ): Promise<void> {
    const newest = await manager
      .getRepository(VoucherProof)
      .findOne({ where: { voucherId }, order: { version: 'DESC' } });
    if (request.proofId !== undefined && request.proofId !== newest?.id) {
      throw new VoucherException(VoucherErrorCode.PROOF_OUTDATED);
    }
    await manager.getRepository(VoucherProofDecision).insert({
      voucherId,
      proofId: newest?.id ?? null,
      approved: request.approved,
      userId: user.id,
      username: user.email,
      termsAccepted: request.termsAccepted,
      comment: request.comment ?? '',
    });
  }

  /** A proof version's file, for whoever reaches its voucher (or the voucher copied from it). */
  async file(
    user: AuthenticatedUser,
    id: number,
    proofId: number,
  ): Promise<{ attachment: Attachment; bytes: Buffer }> {
    const attachment = await this.attachmentOf(user, id, proofId);
    const bytes = await this.images.bytes(attachment);
    if (!bytes) throw new VoucherException(VoucherErrorCode.PROOF_NOT_FOUND);
    return { attachment, bytes };
  }

  /** The stored file of a proof version of this voucher or last year's; 404 otherwise. */
  async attachmentOf(user: AuthenticatedUser, id: number, proofId: number): Promise<Attachment> {
    const voucher = await this.access.reach(user, id);
    const proof = await this.dataSource.getRepository(VoucherProof).findOneBy({ id: proofId });
    const ownOrLastYear =
      proof !== null && (proof.voucherId === id || proof.voucherId === voucher.copiedFromVoucherId);
    const attachment =
      ownOrLastYear && proof
        ? await this.dataSource.getRepository(Attachment).findOneBy({ id: proof.attachmentId })
        : null;
    if (!attachment) throw new VoucherException(VoucherErrorCode.PROOF_NOT_FOUND);
    return attachment;
  }

  private async assertOpen(
    user: AuthenticatedUser,
    id: number,
    manager: EntityManager,
    forUpdate = false,
  ): Promise<void> {
    const voucher = await this.access.reach(user, id, manager, forUpdate);
    if (LOCKED_STATES.has(voucher.stateClass)) {
      throw new VoucherException(VoucherErrorCode.PROOF_LOCKED);
    }
  }

  private async versions(voucherId: number): Promise<VoucherProofVersion[]> {
    const rows = await this.dataSource.getRepository(VoucherProof).find({
      where: { voucherId },
      relations: { attachment: true },
      order: { version: 'DESC' },
    });
    const decisions = await this.dataSource.getRepository(VoucherProofDecision).find({
      where: { voucherId },
      order: { decidedAt: 'ASC', id: 'ASC' },
    });
    const previews = await Promise.all(
      rows.map((proof) => this.previews.hasPreview(proof.attachment)),
    );
    return rows.map((proof, index) => ({
      id: proof.id,
      voucherId: proof.voucherId,
      version: proof.version,
      originalName: proof.attachment.originalName,
      mime: proof.attachment.mime,
      size: proof.attachment.size,
      checksum: proof.checksum,
      uploadedByUserId: proof.uploadedByUserId,
      uploadedByName: proof.uploadedByName,
      uploadedAt: proof.uploadedAt.toISOString(),
      hasPreview: previews[index] ?? false,
      decisions: decisions
        .filter((decision) => decision.proofId === proof.id)
        .map(toDecisionAnswer),
    }));
  }
}

function toDecisionAnswer(decision: VoucherProofDecision): VoucherProofDecisionAnswer {
  return {
    id: decision.id,
    proofId: decision.proofId,
    approved: decision.approved,
    userId: decision.userId,
    username: decision.username,
    decidedAt: decision.decidedAt.toISOString(),
    termsAccepted: decision.termsAccepted,
    comment: decision.comment,
  };
}
