import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { memberTables } from '#libs/lists/index.js';
import { ListCursorsModule } from '../common/list-cursors.module.js';
import { Doc } from './doc.entity.js';
import { DocsController } from './docs.controller.js';
import { DocsService } from './docs.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Doc, ...memberTables(Doc)]),
    ListCursorsModule,
  ],
  controllers: [DocsController],
  providers: [DocsService],
  exports: [DocsService],
})
export class DocsModule {}
