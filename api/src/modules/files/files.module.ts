import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { Attachment } from './entities/attachment.entity.js';
import { ImageDerivativesService } from './images/image-derivatives.service.js';
import { PublicImageService } from './images/public-image.service.js';
import { fileStorageProvider } from './storage/file-storage.provider.js';
import { FILE_STORAGE } from './storage/file-storage.js';
import { ImageUploadService } from './uploads/image-upload.service.js';

/** Attachment bytes (local disk or S3) and image sizes for every module that serves images. */
@Module({
  imports: [TypeOrmModule.forFeature([Attachment])],
  providers: [fileStorageProvider, ImageDerivativesService, PublicImageService, ImageUploadService],
  exports: [FILE_STORAGE, PublicImageService, ImageUploadService],
})
export class FilesModule {}
