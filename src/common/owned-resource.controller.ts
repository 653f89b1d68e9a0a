import {
  Body,
  Delete,
  Get,
  Patch,
  Post,
  Put,
  Query,
  type Type,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import {
  ApiProblemResponses,
  Created,
  ETagged,
  IfMatch,
  mapPage,
  type Page,
  Paginated,
  PreferMinimal,
  UuidParam,
} from '#libs/rest/index.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Roles } from '../auth/roles.decorator.js';
import { API_VERSION } from '../version/version.service.js';
import type { OwnedResource } from './owned-resource.entity.js';
import type { OwnedListQueryDto } from './owned-resource.dto.js';
import type { OwnedResourceService } from './owned-resource.service.js';

export interface OwnedResourceTypes<E, D, W, P, Q> {
  /** Collection path and singular name: `docs`, `doc`. */
  path: string;
  name: string;
  dto: Type<D> & { from(row: E): D };
  write: Type<W>;
  patch: Type<P>;
  listQuery: Type<Q>;
}

/**
 * The routes docs and lessons share, as the contract's table gives them: POST, GET list, PUT,
 * PATCH, DELETE. Each controller extends it, adds its GET one, and names its service.
 */
export function OwnedResourceController<
  E extends OwnedResource,
  D,
  W extends object,
  P extends object,
  Q extends OwnedListQueryDto,
>(types: OwnedResourceTypes<E, D, W, P, Q>) {
  const { path, name, dto } = types;
  const ifMatch =
    'With `If-Match`, a stale version is a 412 and nothing changes.';

  @ApiBearerAuth()
  @ApiProblemResponses(401, 429, 500)
  abstract class Controller {
    protected abstract readonly service: OwnedResourceService<E, W, P, Q>;

    @Post()
    @Roles('author', 'admin')
    @ApiOperation({
      summary: `Create a ${name} owned by the caller (authors and admins)`,
      description: `Fields left out get their defaults. Answers 201 with the new ${name}, its \`Location\` and its \`ETag\`.`,
    })
    @ApiBody({ type: types.write })
    @Created(`/api/v${API_VERSION}/${path}`, dto)
    @ApiProblemResponses(400, 403, 409, 413, 415)
    async create(@CurrentUser() actor: AuthUser, @Body() body: W): Promise<D> {
      return dto.from(await this.service.create(actor, body));
    }

    @Get()
    @ApiOperation({
      summary: `List ${path}: paged, sorted and filtered`,
      description:
        'Any signed-in user. Filters combine with AND; `sort` defaults to `-createdAt`, ties broken by id. `X-Total-Count` and `Link` describe all pages.',
    })
    @Paginated(dto)
    @ApiProblemResponses(400)
    async list(@Query() query: Q): Promise<Page<D>> {
      return mapPage(await this.service.list(query), dto.from);
    }

    @Put(':id')
    @ApiOperation({
      summary: `Replace every writable field of a ${name}; those left out reset to their defaults`,
      description: `Its author or an admin. A missing required field is a 400. ${ifMatch}`,
    })
    @ApiBody({ type: types.write })
    @ETagged(dto)
    @ApiProblemResponses(400, 403, 404, 409, 412, 413, 415)
    async replace(
      @CurrentUser() actor: AuthUser,
      @UuidParam() id: string,
      @Body() body: W,
      @IfMatch() ifMatch: number | undefined,
    ): Promise<D> {
      return dto.from(await this.service.replace(actor, id, body, ifMatch));
    }

    @Patch(':id')
    @ApiOperation({
      summary: `Change the given fields of a ${name} (application/json or application/merge-patch+json)`,
      description: `Its author or an admin. Any non-empty subset of the fields; \`null\` resets an optional field to its default. ${ifMatch}`,
    })
    @ApiBody({ type: types.patch })
    @ETagged(dto)
    @ApiProblemResponses(400, 403, 404, 409, 412, 413, 415)
    async patch(
      @CurrentUser() actor: AuthUser,
      @UuidParam() id: string,
      @Body() body: P,
      @IfMatch() ifMatch: number | undefined,
    ): Promise<D> {
      return dto.from(await this.service.patch(actor, id, body, ifMatch));
    }

    @Delete(':id')
    @ApiOperation({
      summary: `Delete a ${name} and return it (204 with Prefer: return=minimal)`,
      description: `Its author or an admin. A 409 while something still uses the ${name}. ${ifMatch}`,
    })
    @PreferMinimal()
    @ApiOkResponse({ type: dto })
    @ApiProblemResponses(400, 403, 404, 409, 412)
    async remove(
      @CurrentUser() actor: AuthUser,
      @UuidParam() id: string,
      @IfMatch() ifMatch: number | undefined,
    ): Promise<D> {
      return dto.from(await this.service.remove(actor, id, ifMatch));
    }
  }

  // The generic parameters compile to `Object`; the ValidationPipe and Swagger read the real DTO classes here.
  const parameterTypes: Record<string, unknown[]> = {
    create: [Object, types.write],
    list: [types.listQuery],
    replace: [Object, String, types.write, Object],
    patch: [Object, String, types.patch, Object],
    remove: [Object, String, Object],
  };
  for (const [method, parameters] of Object.entries(parameterTypes)) {
    Reflect.defineMetadata(
      'design:paramtypes',
      parameters,
      Controller.prototype,
      method,
    );
  }
  return Controller;
}
