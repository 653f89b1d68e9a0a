import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { memberTables } from '#libs/lists/index.js';
import { ListCursorsModule } from '../common/list-cursors.module.js';
import { DocsModule } from '../docs/docs.module.js';
import { Lesson } from './lesson.entity.js';
import { LessonsController } from './lessons.controller.js';
import { LessonsService } from './lessons.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Lesson, ...memberTables(Lesson)]),
    DocsModule,
    ListCursorsModule,
  ],
  controllers: [LessonsController],
  providers: [LessonsService],
})
export class LessonsModule {}
