import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  ApiProblemResponses,
  Conditional,
  Created,
  IfMatch,
  type Page,
  mapPage,
  Paginated,
  PreferMinimal,
  ETagged,
} from '#libs/rest/index.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Roles } from '../auth/roles.decorator.js';
import { API_VERSION } from '../version/version.service.js';
import { DocsService } from './docs.service.js';
import { DocListQuery } from './dto/doc-list-query.dto.js';
import { DocDto } from './dto/doc.dto.js';
import { PatchDocDto } from './dto/patch-doc.dto.js';
import { WriteDocDto } from './dto/write-doc.dto.js';

@ApiTags('docs')
@ApiBearerAuth()
@ApiProblemResponses(401, 429)
@Controller('docs')
export class DocsController {
  constructor(private readonly docs: DocsService) {}

  /** Creates a doc owned by the caller (authors and admins). */
  @Post()
  @Roles('author', 'admin')
  @Created(`/api/v${API_VERSION}/docs`, DocDto)
  @ApiProblemResponses(400, 403, 409, 413, 415)
  async create(
    @CurrentUser() actor: AuthUser,
    @Body() dto: WriteDocDto,
  ): Promise<DocDto> {
    return DocDto.from(await this.docs.create(actor, dto));
  }

  /** Lists docs: paged, sorted, filtered by tag (all given), text, author or reference. */
  @Get()
  @Paginated(DocDto)
  @ApiProblemResponses(400)
  async list(@Query() query: DocListQuery): Promise<Page<DocDto>> {
    return mapPage(await this.docs.list(query), DocDto.from);
  }

  /** One doc, with its ETag; 304 when If-None-Match names the current version. */
  @Get(':id')
  @Conditional(DocDto)
  @ApiProblemResponses(400, 404)
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<DocDto> {
    return DocDto.from(await this.docs.get(id));
  }

  /** Replaces every writable field; those left out reset to their defaults. */
  @Put(':id')
  @ETagged(DocDto)
  @ApiProblemResponses(400, 403, 404, 409, 412, 413, 415)
  async replace(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: WriteDocDto,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<DocDto> {
    return DocDto.from(await this.docs.replace(actor, id, dto, ifMatch));
  }

  /** Changes the given fields (`application/json` or `application/merge-patch+json`). */
  @Patch(':id')
  @ETagged(DocDto)
  @ApiProblemResponses(400, 403, 404, 409, 412, 413, 415)
  async patch(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: PatchDocDto,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<DocDto> {
    return DocDto.from(await this.docs.patch(actor, id, dto, ifMatch));
  }

  /** Deletes a doc no lesson uses and returns it (204 with `Prefer: return=minimal`). */
  @Delete(':id')
  @PreferMinimal()
  @ApiOkResponse({ type: DocDto })
  @ApiProblemResponses(400, 403, 404, 409, 412)
  async remove(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseUUIDPipe) id: string,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<DocDto> {
    return DocDto.from(await this.docs.remove(actor, id, ifMatch));
  }
}
