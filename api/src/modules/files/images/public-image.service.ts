import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { Repository } from 'typeorm';

import { ApiException } from '../../../common/api-exception.js';
import { API_MESSAGE } from '../../../common/api-message-keys.js';
import { Attachment } from '../entities/attachment.entity.js';
import { ImageDerivativesService } from './image-derivatives.service.js';
import { parseMediaSize } from './image-size.js';
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
    const size = parseMediaSize(request.query.size);
    if (size === null) throw new ApiException(400, API_MESSAGE.badRequest);
    const attachment = attachmentId ? await this.attachments.findOneBy({ id: attachmentId }) : null;
    const image = attachment && (await this.derivatives.image(attachment, size));
    if (!attachment || !image) throw new ApiException(404, API_MESSAGE.notFound);
    sendImage(request, response, image, { attachmentId: attachment.id, size });
  }
}
