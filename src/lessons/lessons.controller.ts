import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ApiProblemResponses,
  Conditional,
  UuidParam,
} from '#libs/rest/index.js';
import { OwnedResourceController } from '../common/owned-resource.controller.js';
import { DocDto } from '../docs/dto/doc.dto.js';
import { LessonListQuery } from './dto/lesson-list-query.dto.js';
import { LessonQuery } from './dto/lesson-query.dto.js';
import { LessonDto } from './dto/lesson.dto.js';
import { PatchLessonDto } from './dto/patch-lesson.dto.js';
import { WriteLessonDto } from './dto/write-lesson.dto.js';
import { LessonsService } from './lessons.service.js';

@ApiTags('lessons')
@Controller('lessons')
export class LessonsController extends OwnedResourceController({
  path: 'lessons',
  name: 'lesson',
  dto: LessonDto,
  write: WriteLessonDto,
  patch: PatchLessonDto,
  listQuery: LessonListQuery,
}) {
  constructor(protected readonly service: LessonsService) {
    super();
  }

  /**
   * One lesson, with its ETag (304 when If-None-Match names the current version); `?expand=docs` embeds its docs in order.
   * @remarks Any signed-in user.
   */
  @Get(':id')
  @Conditional(LessonDto)
  @ApiProblemResponses(400, 404)
  async get(
    @UuidParam() id: string,
    @Query() query: LessonQuery,
  ): Promise<LessonDto> {
    const lesson = await this.service.get(id);
    const docs =
      query.expand === 'docs'
        ? (await this.service.docsOf(lesson)).map(DocDto.from)
        : undefined;
    return LessonDto.from(lesson, docs);
  }
}
