import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ApiProblemResponses,
  Conditional,
  UuidParam,
} from '#libs/rest/index.js';
import { OwnedResourceController } from '../common/owned-resource.controller.js';
import { DocsService } from './docs.service.js';
import { DocListQuery } from './dto/doc-list-query.dto.js';
import { DocDto } from './dto/doc.dto.js';
import { PatchDocDto } from './dto/patch-doc.dto.js';
import { WriteDocDto } from './dto/write-doc.dto.js';

@ApiTags('docs')
@Controller('docs')
export class DocsController extends OwnedResourceController({
  path: 'docs',
  name: 'doc',
  dto: DocDto,
  write: WriteDocDto,
  patch: PatchDocDto,
  listQuery: DocListQuery,
}) {
  constructor(protected readonly service: DocsService) {
    super();
  }

  /**
   * One doc, with its ETag; 304 when If-None-Match names the current version.
   * @remarks Any signed-in user.
   */
  @Get(':id')
  @Conditional(DocDto)
  @ApiProblemResponses(400, 404)
  async get(@UuidParam() id: string): Promise<DocDto> {
    return DocDto.from(await this.service.get(id));
  }
}
