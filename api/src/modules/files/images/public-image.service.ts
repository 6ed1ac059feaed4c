import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MediaSize } from '@gb/contracts';
import { imageQuerySchema } from '@gb/contracts/schemas';
import type { Request, Response } from 'express';
import { Repository } from 'typeorm';

import { ZodValidationException } from '../../../common/zod-validation.exception.js';
import { Attachment } from '../entities/attachment.entity.js';
import { FileErrorCode, FileException } from '../exceptions/file.exception.js';
import { ImageDerivativesService } from './image-derivatives.service.js';
import { acceptedImageFormat } from './image-format.js';
import { sendImage } from './send-image.js';

/** Answers a public image request: 400 for an unknown size, 404 when there is no image. */
@Injectable()
export class PublicImageService {
  constructor(
    @InjectRepository(Attachment) private readonly attachments: Repository<Attachment>,
    private readonly derivatives: ImageDerivativesService,
  ) {}

  async send(
    attachmentId: number | null | undefined,
    request: Request,
    response: Response,
  ): Promise<void> {
    const query = imageQuerySchema.safeParse(request.query);
    if (!query.success) throw new ZodValidationException(imageQuerySchema, request.query);
    const size = query.data.size ?? MediaSize.Orig;
    const attachment = attachmentId ? await this.attachments.findOneBy({ id: attachmentId }) : null;
    const image =
      attachment && (await this.derivatives.image(attachment, size, acceptedImageFormat(request)));
    if (!attachment || !image) throw new FileException(FileErrorCode.IMAGE_NOT_FOUND);
    sendImage(request, response, image, { attachmentId: attachment.id, size }, { byAccept: true });
  }
}
