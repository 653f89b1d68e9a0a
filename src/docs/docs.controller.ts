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
import { API_VERSION } from '../version/version.service.js';
import { DocsService } from './docs.service.js';
import { DocListQuery } from './dto/doc-list-query.dto.js';
import { DocDto, DocSummaryDto } from './dto/doc.dto.js';
import { PatchDocDto } from './dto/patch-doc.dto.js';
import { WriteDocDto } from './dto/write-doc.dto.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';

@ApiTags('docs')
@ApiBearerAuth()
@ApiProblemResponses(401, 429, 500, 503)
@Controller('docs')
export class DocsController {
  constructor(private readonly docs: DocsService) {}

  /**
   * Create a doc owned by the caller (authors and admins)
   * @remarks Fields left out get their defaults. Answers 201 with the new doc, its `Location` and its `ETag`.
   */
  @Post()
  @Roles('author', 'admin')
  @Created(`/api/v${API_VERSION}/docs`, DocDto)
  @ApiProblemResponses(400, 403, 409, 413, 415)
  @Idempotent()
  async create(
    @CurrentUser() actor: AuthUser,
    @Body() body: WriteDocDto,
  ): Promise<DocDto> {
    return DocDto.from(await this.docs.create(actor, body));
  }

  /**
   * List docs: paged, sorted and filtered
   * @remarks Any signed-in user. Items are summaries, without `content` (`GET /docs/:id` has it; `include=content` adds it, with `limit` at most 20 and a page ending before 2 MiB of content, at least one doc: follow `next`). Filters combine with AND; `sort` defaults to `-createdAt`, ties broken by id. `X-Total-Count` and `Link` describe all pages.
   */
  @Get()
  @ApiProblemResponses(400)
  async list(
    @QueryParams() query: DocListQuery,
    @Paginated(DocSummaryDto) list: PageAnswer,
  ): Promise<readonly DocSummaryDto[]> {
    const item = query.include === 'content' ? DocDto.from : DocSummaryDto.from;
    return list.answer(await this.docs.list(query), item);
  }

  /**
   * One doc, with its ETag; 304 when If-None-Match names the current version.
   * @remarks Any signed-in user.
   */
  @Get(':id')
  @ApiProblemResponses(400, 404)
  async get(
    @UuidParam() id: string,
    @IfNoneMatch(DocDto) read: ConditionalRead,
  ): Promise<DocDto | undefined> {
    return read.answer(DocDto.from(await this.docs.get(id)));
  }

  /**
   * Replace every writable field of a doc; those left out reset to their defaults
   * @remarks Its author or an admin. A missing required field is a 400. With `If-Match`, a stale version is a 412 and nothing changes.
   */
  @Put(':id')
  @ETagged(DocDto)
  @ApiProblemResponses(400, 403, 404, 409, 412, 413, 415)
  async replace(
    @CurrentUser() actor: AuthUser,
    @UuidParam() id: string,
    @Body() body: WriteDocDto,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<DocDto> {
    return DocDto.from(await this.docs.replace(actor, id, body, ifMatch));
  }

  /**
   * Change the given fields of a doc (application/json or application/merge-patch+json)
   * @remarks Its author or an admin. Any non-empty subset of the fields; `null` resets an optional field to its default. With `If-Match`, a stale version is a 412 and nothing changes.
   */
  @Patch(':id')
  @ETagged(DocDto)
  @ApiProblemResponses(400, 403, 404, 409, 412, 413, 415)
  async patch(
    @CurrentUser() actor: AuthUser,
    @UuidParam() id: string,
    @Body() body: PatchDocDto,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<DocDto> {
    return DocDto.from(await this.docs.patch(actor, id, body, ifMatch));
  }

  /**
   * Delete a doc and return it (204 with Prefer: return=minimal)
   * @remarks Its author or an admin. A 409 while something still uses the doc. With `If-Match`, a stale version is a 412 and nothing changes.
   */
  @Delete(':id')
  @PreferMinimal()
  @ApiOkResponse({ type: DocDto })
  @ApiProblemResponses(400, 403, 404, 409, 412)
  async remove(
    @CurrentUser() actor: AuthUser,
    @UuidParam() id: string,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<DocDto> {
    return DocDto.from(await this.docs.remove(actor, id, ifMatch));
  }
}
