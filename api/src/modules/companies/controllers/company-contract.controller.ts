import {
  Controller,
  Delete,
  Get,
  HttpStatus,
  Param,
  Post,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permission, type AttachmentMeta, type Company } from '@gb/contracts';
import { attachmentMetaAnswerSchema, companyAnswerSchema } from '@gb/contracts/answers';

import {
  assertCompanyScope,
  type AuthenticatedUser,
  CurrentUser,
  RequirePermission,
} from '../../../common/auth/index.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import type { UploadedFileBytes } from '../../files/uploads/uploaded-file.js';
import { CompanyContractService } from '../services/company-contract.service.js';

/** The multipart field of an uploaded contract. */
export const CONTRACT_FIELD = 'contract';

/** The company's contract: franchisees upload it, staff and the company itself download it. */
@ApiTags('companies')
@Controller('company')
export class CompanyContractController {
  constructor(private readonly contracts: CompanyContractService) {}

  @Post(':id/contract')
  @RequirePermission(Permission.Franchisee)
  @ApiContract({ answer: companyAnswerSchema, status: HttpStatus.CREATED })
  @UseInterceptors(FileInterceptor(CONTRACT_FIELD))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: { [CONTRACT_FIELD]: { type: 'string', format: 'binary' } },
    },
  })
  @ApiOperation({
    summary:
      'Upload the contract, a PDF by its content, replacing the former one; 413 beyond the upload limit',
  })
  upload(
    @Param('id', IdPipe) id: number,
    @UploadedFile() file: UploadedFileBytes | undefined,
  ): Promise<Company> {
    return this.contracts.replace(id, file);
  }

  @Delete(':id/contract')
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({ summary: 'Remove the contract' })
  @ApiContract({ answer: companyAnswerSchema })
  remove(@Param('id', IdPipe) id: number): Promise<Company> {
    return this.contracts.remove(id);
  }

  @Get(':id/contract/:fileId/meta')
  @RequirePermission(Permission.Company)
  @ApiOperation({
    summary: "The contract's name, type, size and upload time (staff, or the company itself)",
  })
  @ApiContract({ answer: attachmentMetaAnswerSchema })
  meta(
    @Param('id', IdPipe) id: number,
    @Param('fileId', IdPipe) fileId: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<AttachmentMeta> {
    assertCompanyScope(user, id);
    return this.contracts.meta(id, fileId);
  }

  @Get(':id/contract/:fileId')
  @RequirePermission(Permission.Company)
  @ApiOperation({ summary: 'Download the contract (staff, or the company itself)' })
  @ApiContract({ answer: 'application/pdf' })
  async download(
    @Param('id', IdPipe) id: number,
    @Param('fileId', IdPipe) fileId: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<StreamableFile> {
    assertCompanyScope(user, id);
    const { bytes, originalName } = await this.contracts.download(id, fileId);
    const name = originalName.replace(/[^\w.\- ]/g, '_');
    return new StreamableFile(bytes, {
      type: 'application/pdf',
      disposition: `attachment; filename="${name}"`,
    });
  }
}
