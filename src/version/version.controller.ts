import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiProblemResponses } from '#libs/rest/index.js';
import { Public } from '../auth/public.decorator.js';
import { VersionDto } from './version.dto.js';
import { VersionService } from './version.service.js';

@ApiTags('version')
@ApiProblemResponses(400, 429, 500)
@Public()
@Controller('version')
export class VersionController {
  constructor(private readonly version: VersionService) {}

  /**
   * The running service's name, version, API versions and commit.
   * @remarks Public.
   */
  @Get()
  get(): VersionDto {
    return this.version.get();
  }
}
