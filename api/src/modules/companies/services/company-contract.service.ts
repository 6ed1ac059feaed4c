import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AttachmentMeta, Company as CompanyAnswer } from '@gb/contracts';
import { DataSource } from 'typeorm';

import { Attachment } from '../../files/entities/attachment.entity.js';
import { ImageUploadService } from '../../files/uploads/image-upload.service.js';
import { PdfUploadService } from '../../files/uploads/pdf-upload.service.js';
import type { UploadedFileBytes } from '../../files/uploads/uploaded-file.js';
import { Company } from '../entities/company.entity.js';
import { CompanyErrorCode, CompanyException } from '../exceptions/company.exception.js';
import { CompaniesService } from './companies.service.js';

const CONTRACT_KIND = 'company-contract';

/** The company's signed contract: one PDF, checked by its content. */
@Injectable()
export class CompanyContractService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companies: CompaniesService,
    private readonly pdfs: PdfUploadService,
    private readonly files: ImageUploadService,
  ) {}

  /** Stores the PDF and drops the former contract. */
  async replace(companyId: number, upload: UploadedFileBytes | undefined): Promise<CompanyAnswer> {
    await this.companies.load(this.dataSource.manager, companyId);
    const stored = await this.pdfs.store(upload, CONTRACT_KIND);
    return this.set(companyId, stored.id);
  }

  remove(companyId: number): Promise<CompanyAnswer> {
    return this.set(companyId, null);
  }

  /** Drops a contract's bytes (the company is gone). */
  async discard(attachmentId: number | null): Promise<void> {
    if (attachmentId !== null) await this.files.remove(attachmentId);
  }

  /** What is known of the contract; 404 when `fileId` is not this company's contract. */
  async meta(companyId: number, fileId: number): Promise<AttachmentMeta> {
    const attachment = await this.attachment(companyId, fileId);
    return {
      id: attachment.id,
      originalName: attachment.originalName,
      mime: attachment.mime,
      size: attachment.size,
      createdAt: attachment.createdAt.toISOString(),
    };
  }

  async download(
    companyId: number,
    fileId: number,
  ): Promise<{ bytes: Buffer; originalName: string }> {
    const attachment = await this.attachment(companyId, fileId);
    const bytes = await this.pdfs.bytes(attachment);
    if (!bytes) throw new CompanyException(CompanyErrorCode.CONTRACT_NOT_FOUND);
    return { bytes, originalName: attachment.originalName };
  }

  private async attachment(companyId: number, fileId: number): Promise<Attachment> {
    const company = await this.companies.load(this.dataSource.manager, companyId);
    const attachment =
      company.contractAttachmentId === fileId
        ? await this.dataSource.getRepository(Attachment).findOneBy({ id: fileId })
        : null;
    if (!attachment) throw new CompanyException(CompanyErrorCode.CONTRACT_NOT_FOUND);
    return attachment;
  }

  private async set(companyId: number, attachmentId: number | null): Promise<CompanyAnswer> {
    const previous = await this.dataSource.transaction(async (manager) => {
      const company = await this.companies.load(manager, companyId, true);
      await manager
        .getRepository(Company)
        .update(companyId, { contractAttachmentId: attachmentId });
      return company.contractAttachmentId;
    });
    if (previous !== null && previous !== attachmentId) await this.files.remove(previous);
    return this.companies.get(companyId);
  }
}
