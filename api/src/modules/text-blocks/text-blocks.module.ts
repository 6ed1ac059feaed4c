import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { TextBlock } from './entities/text-block.entity.js';
import { TextBlocksController } from './text-blocks.controller.js';
import { TextBlocksService } from './text-blocks.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([TextBlock])],
  controllers: [TextBlocksController],
  providers: [TextBlocksService],
  exports: [TextBlocksService],
})
export class TextBlocksModule {}
