import {
  Body,
  Controller,
  Delete,
  Get,
  Patch,
  Post,
  Put,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  ApiProblemResponses,
  ConditionalRead,
  Created,
  ETagged,
  IfMatch,
  IfNoneMatch,
  PageAnswer,
  Paginated,
  PreferMinimal,
  QueryParams,
  UuidParam,
} from '#libs/rest/index.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Roles } from '../auth/roles.decorator.js';
import { DocSummaryDto } from '../docs/dto/doc.dto.js';
import { API_VERSION } from '../version/version.service.js';
import { LessonListQuery } from './dto/lesson-list-query.dto.js';
import { LessonQuery } from './dto/lesson-query.dto.js';
import { LessonDto } from './dto/lesson.dto.js';
import { PatchLessonDto } from './dto/patch-lesson.dto.js';
import { WriteLessonDto } from './dto/write-lesson.dto.js';
import { LessonsService } from './lessons.service.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';

@ApiTags('lessons')
@ApiBearerAuth()
@ApiProblemResponses(401, 429, 500, 503)
@Controller('lessons')
export class LessonsController {
  constructor(private readonly lessons: LessonsService) {}

  /**
   * Create a lesson owned by the caller (authors and admins)
   * @remarks Fields left out get their defaults. Answers 201 with the new lesson, its `Location` and its `ETag`.
   */
  @Post()
  @Roles('author', 'admin')
  @Created(`/api/v${API_VERSION}/lessons`, LessonDto)
  @ApiProblemResponses(400, 403, 409, 413, 415)
  @Idempotent()
  async create(
    @CurrentUser() actor: AuthUser,
    @Body() body: WriteLessonDto,
  ): Promise<LessonDto> {
    return LessonDto.from(await this.lessons.create(actor, body));
  }

  /**
   * List lessons: paged, sorted and filtered
   * @remarks Any signed-in user. Filters combine with AND; `sort` defaults to `-createdAt`, ties broken by id. `X-Total-Count` and `Link` describe all pages.
   */
  @Get()
  @ApiProblemResponses(400)
  async list(
    @QueryParams() query: LessonListQuery,
    @Paginated(LessonDto) list: PageAnswer,
  ): Promise<readonly LessonDto[]> {
    return list.answer(await this.lessons.list(query), LessonDto.from);
  }

  /**
   * One lesson, with its ETag (304 when If-None-Match names the current version); expand=docs embeds its docs in order.
   * @remarks Any signed-in user. With `expand=docs` the answer is never 304: the docs change without changing the lesson's version.
   */
  @Get(':id')
  @ApiProblemResponses(400, 404)
  async get(
    @UuidParam() id: string,
    @QueryParams() query: LessonQuery,
    @IfNoneMatch(LessonDto) read: ConditionalRead,
  ): Promise<LessonDto | undefined> {
    const lesson = await this.lessons.get(id);
    const docs =
      query.expand === 'docs'
        ? (await this.lessons.docsOf(lesson)).map(DocSummaryDto.from)
        : undefined;
    const dto = LessonDto.from(lesson, docs);
    // The lesson's version does not follow its docs' changes.
    return docs ? read.full(dto) : read.answer(dto);
  }

  /**
   * Replace every writable field of a lesson; those left out reset to their defaults
   * @remarks Its author or an admin. A missing required field is a 400. With `If-Match`, a stale version is a 412 and nothing changes.
   */
  @Put(':id')
  @ETagged(LessonDto)
  @ApiProblemResponses(400, 403, 404, 409, 412, 413, 415)
  async replace(
    @CurrentUser() actor: AuthUser,
    @UuidParam() id: string,
    @Body() body: WriteLessonDto,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<LessonDto> {
    return LessonDto.from(await this.lessons.replace(actor, id, body, ifMatch));
  }

  /**
   * Change the given fields of a lesson (application/json or application/merge-patch+json)
   * @remarks Its author or an admin. Any non-empty subset of the fields; `null` resets an optional field to its default. With `If-Match`, a stale version is a 412 and nothing changes.
   */
  @Patch(':id')
  @ETagged(LessonDto)
  @ApiProblemResponses(400, 403, 404, 409, 412, 413, 415)
  async patch(
    @CurrentUser() actor: AuthUser,
    @UuidParam() id: string,
    @Body() body: PatchLessonDto,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<LessonDto> {
    return LessonDto.from(await this.lessons.patch(actor, id, body, ifMatch));
  }

  /**
   * Delete a lesson and return it (204 with Prefer: return=minimal)
   * @remarks Its author or an admin. A 409 while something still uses the lesson. With `If-Match`, a stale version is a 412 and nothing changes.
   */
  @Delete(':id')
  @PreferMinimal()
  @ApiOkResponse({ type: LessonDto })
  @ApiProblemResponses(400, 403, 404, 409, 412)
  async remove(
    @CurrentUser() actor: AuthUser,
    @UuidParam() id: string,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<LessonDto> {
    return LessonDto.from(await this.lessons.remove(actor, id, ifMatch));
  }
}
