import {
  Controller,
  Delete,
  Get,
  HttpStatus,
  Param,
  Post,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type User as UserAnswer } from '@gb/contracts';
import { imageQuerySchema } from '@gb/contracts/schemas';
import { userAnswerSchema } from '@gb/contracts/answers';
import type { Request, Response } from 'express';

import type { AuthenticatedUser } from '../../../common/auth/authenticated-user.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import { Public } from '../../../common/auth/public.decorator.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { PublicImageService } from '../../files/images/public-image.service.js';
import { ImageUploadService } from '../../files/uploads/image-upload.service.js';
import type { UploadedFileBytes } from '../../files/uploads/uploaded-file.js';
import { UsersService } from '../services/users.service.js';
import { assertSelfOrAdmin } from '../user-hierarchy.js';
import { toUserAnswer } from '../user.mapper.js';

/** The multipart field of an uploaded profile image. */
export const PROFILE_IMAGE_FIELD = 'ImageFile';
const PROFILE_IMAGE_KIND = 'user-profile-image';

@ApiTags('users')
@Controller('user')
export class UserProfileImageController {
  constructor(
    private readonly users: UsersService,
    private readonly uploads: ImageUploadService,
    private readonly images: PublicImageService,
  ) {}

  // Public like the voucher images: the drawer shows it with a plain <img>, which sends no token.
  @Public()
  @Get(':id/profile-image')
  @ApiContract({ query: imageQuerySchema, answer: 'image/*' })
  @ApiOperation({ summary: "The user's profile picture in a media size; 404 without one" })
  async get(
    @Param('id', IdPipe) id: number,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const attachmentId = await this.users.profileImageAttachmentId(id);
    await this.images.send(attachmentId, req, res);
  }

  @Post(':id/profile-image')
  @ApiContract({ answer: userAnswerSchema, status: HttpStatus.CREATED })
  @UseInterceptors(FileInterceptor(PROFILE_IMAGE_FIELD))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: { [PROFILE_IMAGE_FIELD]: { type: 'string', format: 'binary' } },
    },
  })
  @ApiOperation({
    summary:
      'Upload the profile picture (own user or Admin); JPG, PNG, BMP, GIF or WebP, 413 if too large',
  })
  async upload(
    @Param('id', IdPipe) id: number,
    @UploadedFile() file: UploadedFileBytes | undefined,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<UserAnswer> {
    assertSelfOrAdmin(caller, id);
    await this.users.target(caller, id);
    const previous = await this.users.profileImageAttachmentId(id);
    const attachment = await this.uploads.store(file, PROFILE_IMAGE_KIND);
    await this.users.setProfileImage(id, attachment.id);
    if (previous) await this.uploads.remove(previous);
    return toUserAnswer(await this.users.get(id));
  }

  @Delete(':id/profile-image')
  @ApiContract({ answer: userAnswerSchema })
  @ApiOperation({ summary: 'Remove the profile picture (own user or Admin)' })
  async remove(
    @Param('id', IdPipe) id: number,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<UserAnswer> {
    assertSelfOrAdmin(caller, id);
    await this.users.target(caller, id);
    const previous = await this.users.profileImageAttachmentId(id);
    await this.users.setProfileImage(id, null);
    if (previous) await this.uploads.remove(previous);
    return toUserAnswer(await this.users.get(id));
  }
}
