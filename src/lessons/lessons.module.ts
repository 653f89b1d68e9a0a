import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Doc } from '../docs/doc.entity.js';
import { LessonDoc } from './lesson-doc.entity.js';
import { Lesson } from './lesson.entity.js';
import { LessonsController } from './lessons.controller.js';
import { LessonsService } from './lessons.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Lesson, LessonDoc, Doc])],
  controllers: [LessonsController],
  providers: [LessonsService],
})
export class LessonsModule {}
