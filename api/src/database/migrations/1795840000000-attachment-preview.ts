import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What became of an attachment's raster preview (PDF, AI, EPS): null while none was tried,
 * `none` when the file has none, or the preview's type.
 */
export class AttachmentPreview1795840000000 implements MigrationInterface {
  name = 'AttachmentPreview1795840000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "attachment" ADD "preview" character varying(30)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "attachment" DROP COLUMN "preview"`);
  }
}
