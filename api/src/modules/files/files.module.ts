import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { Attachment } from './entities/attachment.entity.js';
import { ImageDerivativesService } from './images/image-derivatives.service.js';
import { PublicImageService } from './images/public-image.service.js';
import { AttachmentPreviewService } from './previews/attachment-preview.service.js';
import { DocumentPreviewService } from './previews/document-preview.service.js';
import { pdfPageRendererProvider } from './previews/pdf-page-renderer.provider.js';
import { fileStorageProvider } from './storage/file-storage.provider.js';
import { FILE_STORAGE } from './storage/file-storage.js';
import { AttachmentCopies } from './uploads/attachment-copies.service.js';
import { ImageUploadService } from './uploads/image-upload.service.js';
import { LogoUploadService } from './uploads/logo-upload.service.js';
import { PdfUploadService } from './uploads/pdf-upload.service.js';
import { ProofUploadService } from './uploads/proof-upload.service.js';
import { UploadReader } from './uploads/upload-reader.service.js';

/**
 * Attachment bytes (local disk or S3), image sizes and the raster previews of PDF, AI and EPS
 * files for every module that serves images.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Attachment])],
  providers: [
    fileStorageProvider,
    ImageDerivativesService,
    PublicImageService,
    ImageUploadService,
    AttachmentCopies,
    PdfUploadService,
    LogoUploadService,
    ProofUploadService,
    UploadReader,
    pdfPageRendererProvider,
    DocumentPreviewService,
    AttachmentPreviewService,
  ],
  exports: [
    FILE_STORAGE,
    PublicImageService,
    ImageUploadService,
    AttachmentCopies,
    PdfUploadService,
    LogoUploadService,
    ProofUploadService,
    ImageDerivativesService,
    AttachmentPreviewService,
  ],
})
export class FilesModule {}
