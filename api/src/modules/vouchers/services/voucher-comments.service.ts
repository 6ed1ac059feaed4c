import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  NotificationType,
  Permission,
  type CommentRequest,
  type UpdateCommentRequest,
  type VoucherComment as VoucherCommentAnswer,
} from '@gb/contracts';
import { DataSource, type EntityManager } from 'typeorm';

import { type AuthenticatedUser, isCompanyScoped } from '../../../common/auth/index.js';
import { VoucherComment } from '../entities/voucher-comment.entity.js';
import type { Voucher } from '../entities/voucher.entity.js';
import { VoucherErrorCode, VoucherException } from '../exceptions/voucher.exception.js';
import { toCommentAnswer } from '../voucher.mapper.js';
import { VoucherAccess } from './voucher-access.service.js';
import { VoucherMails, type MailRecipient } from './voucher-mails.service.js';

/**
 * A voucher's comment thread. Company users read and receive only comments visible to the
 * company; what they write is visible to the company.
 */
@Injectable()
export class VoucherCommentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: VoucherAccess,
    private readonly mails: VoucherMails,
  ) {}

  /** The thread, oldest first. */
  async list(user: AuthenticatedUser, id: number): Promise<VoucherCommentAnswer[]> {
    await this.access.reach(user, id);
    const query = this.thread(this.dataSource.manager)
      .where('comment.voucherId = :id', { id })
      .orderBy('comment.createdAt', 'ASC')
      .addOrderBy('comment.id', 'ASC');
    if (isCompanyScoped(user)) query.andWhere('comment.isCustomerVisible = true');
    return (await query.getMany()).map(answerOf);
  }

  /** A new comment; its notification goes out as a mail with a link to the voucher. */
  async create(
    user: AuthenticatedUser,
    id: number,
    body: CommentRequest,
  ): Promise<VoucherCommentAnswer> {
    const answer = await this.dataSource.transaction(async (manager) => {
      const voucher = await this.access.reach(user, id, manager);
      const isCustomerVisible = isCompanyScoped(user) || body.isCustomerVisible === true;
      const notificationType = body.notificationType ?? NotificationType.None;
      const { identifiers } = await manager.getRepository(VoucherComment).insert({
        voucherId: id,
        bookletId: voucher.bookletId,
        userId: user.id,
        title: body.title,
        text: body.text,
        isCustomerVisible,
        notificationType,
      });
      const recipients = await this.recipients(manager, voucher, notificationType);
      await this.mails.enqueueCommentMail(
        manager,
        voucher,
        { title: body.title, text: body.text, author: user.email, authorId: user.id },
        // Never a comment the company may not read to a company user.
        isCustomerVisible ? recipients : recipients.filter((r) => !r.isCompanyUser),
      );
      return this.one(manager, Number(identifiers[0]?.id));
    });
    this.mails.sendQueued();
    return answer;
  }

  /** Changes title, text and visibility: the author's own comment, or any for a franchisee. */
  async update(
    user: AuthenticatedUser,
    id: number,
    commentId: number,
    body: UpdateCommentRequest,
  ): Promise<VoucherCommentAnswer> {
    return this.dataSource.transaction(async (manager) => {
      await this.access.reach(user, id, manager);
      const comment = await manager
        .getRepository(VoucherComment)
        .findOneBy({ id: commentId, voucherId: id });
      const companyScoped = isCompanyScoped(user);
      if (!comment || (companyScoped && !comment.isCustomerVisible)) {
        throw new VoucherException(VoucherErrorCode.COMMENT_NOT_FOUND);
      }
      const isAuthor = comment.userId === user.id;
      if (!isAuthor && !user.permissions.includes(Permission.Franchisee)) {
        throw new VoucherException(VoucherErrorCode.COMMENT_NOT_AUTHOR);
      }
      await manager.getRepository(VoucherComment).update(commentId, {
        title: body.title,
        text: body.text,
        isCustomerVisible: companyScoped || (body.isCustomerVisible ?? comment.isCustomerVisible),
      });
      return this.one(manager, commentId);
    });
  }

  /** Who a comment's notification type names. */
  private async recipients(
    manager: EntityManager,
    voucher: Voucher,
    type: NotificationType,
  ): Promise<(MailRecipient & { isCompanyUser: boolean })[]> {
    const found =
      type === NotificationType.Responsible
        ? await this.mails.usersById(
            manager,
            voucher.responsibleUserId === null ? [] : [voucher.responsibleUserId],
          )
        : type === NotificationType.GraphicsDesigner
          ? await this.mails.graphicDesigners(manager)
          : type === NotificationType.Customer
            ? await this.mails.companyUsers(manager, voucher.companyId)
            : [];
    const companyUserIds = new Set(
      (await this.mails.companyUsers(manager, voucher.companyId)).map((user) => user.id),
    );
    return found.map((recipient) => ({
      ...recipient,
      isCompanyUser: companyUserIds.has(recipient.id),
    }));
  }

  private thread(manager: EntityManager) {
    return manager
      .getRepository(VoucherComment)
      .createQueryBuilder('comment')
      .leftJoinAndSelect('comment.user', 'author');
  }

  private async one(manager: EntityManager, commentId: number): Promise<VoucherCommentAnswer> {
    const comment = await this.thread(manager)
      .where('comment.id = :commentId', { commentId })
      .getOneOrFail();
    return answerOf(comment);
  }
}

function answerOf(comment: VoucherComment): VoucherCommentAnswer {
  return toCommentAnswer(comment, comment.user?.email ?? '');
}
