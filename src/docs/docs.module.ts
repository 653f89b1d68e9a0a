import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocTag } from './doc-tag.entity.js';
import { Doc } from './doc.entity.js';
import { DocsController } from './docs.controller.js';
import { DocsService } from './docs.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Doc, DocTag])],
  controllers: [DocsController],
  providers: [DocsService],
  exports: [DocsService],
})
export class DocsModule {}
