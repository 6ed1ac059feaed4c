import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  mayChangeBookletComment,
  type BookletComment as BookletCommentAnswer,
  type BookletCommentRequest,
} from '@gb/contracts';
import { DataSource } from 'typeorm';

import type { AuthenticatedUser } from '../../../common/auth/index.js';
import { BookletComment } from '../entities/booklet-comment.entity.js';
import { BookletErrorCode, BookletException } from '../exceptions/booklet.exception.js';
import { BookletsService } from './booklets.service.js';

function toCommentAnswer(comment: BookletComment): BookletCommentAnswer {
  return {
    id: comment.id,
    bookletId: comment.bookletId,
    userId: comment.userId,
    username: comment.user?.email ?? null,
    title: comment.title,
    text: comment.text,
    createdAt: comment.createdAt.toISOString(),
  };
}

/** The staff's notes on a booklet: everyone who reads the booklet writes; authors and admins edit them. */
@Injectable()
export class BookletCommentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly booklets: BookletsService,
  ) {}

  /** Newest first. */
  async list(bookletId: number): Promise<BookletCommentAnswer[]> {
    await this.booklets.load(this.dataSource.manager, bookletId);
    const comments = await this.repository.find({
      where: { bookletId },
      relations: { user: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return comments.map(toCommentAnswer);
  }

  async add(
    bookletId: number,
    caller: AuthenticatedUser,
    request: BookletCommentRequest,
  ): Promise<BookletCommentAnswer> {
    await this.booklets.load(this.dataSource.manager, bookletId);
    const { id } = await this.repository.save({
      bookletId,
      userId: caller.id,
      title: request.title,
      text: request.text,
    });
    return this.get(bookletId, id);
  }

  /** Its author or an Admin changes a comment: 403 for anyone else. */
  async update(
    bookletId: number,
    commentId: number,
    caller: AuthenticatedUser,
    request: BookletCommentRequest,
  ): Promise<BookletCommentAnswer> {
    const comment = await this.get(bookletId, commentId);
    if (
      !mayChangeBookletComment(comment.userId, {
        userId: caller.id,
        permissions: caller.permissions,
      })
    ) {
      throw new BookletException(BookletErrorCode.NOT_COMMENT_AUTHOR);
    }
    await this.repository.update(commentId, { title: request.title, text: request.text });
    return this.get(bookletId, commentId);
  }

  private async get(bookletId: number, commentId: number): Promise<BookletCommentAnswer> {
    const comment = await this.repository.findOne({
      where: { id: commentId, bookletId },
      relations: { user: true },
    });
    if (!comment) throw new BookletException(BookletErrorCode.COMMENT_NOT_FOUND);
    return toCommentAnswer(comment);
  }

  private get repository() {
    return this.dataSource.getRepository(BookletComment);
  }
}
