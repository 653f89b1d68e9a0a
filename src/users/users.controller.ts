import { Body, Controller, Delete, Get, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ApiProblemResponses,
  Created,
  PageAnswer,
  Paginated,
  QueryParams,
  UuidParam,
} from '#libs/rest/index.js';
import { API_VERSION } from '../version/version.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { assertOwnerOrAdmin } from '../auth/ownership.js';
import { Roles } from '../auth/roles.decorator.js';
import { CreateUserDto } from './dto/create-user.dto.js';
import { UpdateUserDto } from './dto/update-user.dto.js';
import { UserListQuery } from './dto/user-list-query.dto.js';
import { UserDto } from './dto/user.dto.js';
import { UsersService } from './users.service.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';

@ApiTags('users')
@ApiBearerAuth()
@ApiProblemResponses(401, 429, 500, 503)
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /**
   * Creates a user (admins only).
   * @remarks `role` defaults to `reader`. Email and pseudo are unique, case-insensitively (409).
   */
  @Post()
  @Roles('admin')
  @Created(`/api/v${API_VERSION}/users`, UserDto, { versioned: false })
  @ApiProblemResponses(400, 403, 409, 413, 415)
  @Idempotent()
  async create(
    @CurrentUser() actor: AuthUser,
    @Body() dto: CreateUserDto,
  ): Promise<UserDto> {
    return UserDto.from(await this.users.create(dto, actor));
  }

  /**
   * Lists users, paged and sorted (admins only).
   * @remarks `sort` defaults to `-createdAt`, ties broken by id. `X-Total-Count` and `Link` describe all pages.
   */
  @Get()
  @Roles('admin')
  @ApiProblemResponses(400, 403)
  async list(
    @QueryParams() query: UserListQuery,
    @Paginated(UserDto) list: PageAnswer,
  ): Promise<readonly UserDto[]> {
    return list.answer(await this.users.list(query), UserDto.from);
  }

  /**
   * The caller's own account.
   * @remarks Any signed-in user.
   */
  @Get('me')
  @ApiProblemResponses(400)
  async me(@CurrentUser() actor: AuthUser): Promise<UserDto> {
    return UserDto.from(await this.users.get(actor.id));
  }

  /**
   * One user (admins, or the user itself).
   * @remarks Another user's account is a 403 for anyone but an admin.
   */
  @Get(':id')
  @ApiProblemResponses(400, 403, 404)
  async get(
    @CurrentUser() actor: AuthUser,
    @UuidParam() id: string,
  ): Promise<UserDto> {
    assertOwnerOrAdmin(actor, id, 'this account');
    return UserDto.from(await this.users.get(id));
  }

  /**
   * Changes email, pseudo, password (with the current password for one's own) or, for admins, role.
   * @remarks Users change their own account, admins anyone's. A taken email or pseudo is a 409,
   * and so is demoting the last admin (`USER.LAST_ADMIN`).
   */
  @Patch(':id')
  @ApiProblemResponses(400, 403, 404, 409, 413, 415)
  async update(
    @CurrentUser() actor: AuthUser,
    @UuidParam() id: string,
    @Body() dto: UpdateUserDto,
  ): Promise<UserDto> {
    assertOwnerOrAdmin(actor, id, 'this account');
    return UserDto.from(await this.users.update(actor, id, dto));
  }

  /**
   * Deletes a user who owns no docs or lessons (admins only).
   * @remarks Answers with the deleted user; a 409 while the user still owns docs or lessons, or
   * is the last admin (`USER.LAST_ADMIN`).
   */
  @Delete(':id')
  @Roles('admin')
  @ApiProblemResponses(400, 403, 404, 409)
  async remove(
    @CurrentUser() actor: AuthUser,
    @UuidParam() id: string,
  ): Promise<UserDto> {
    return UserDto.from(await this.users.remove(id, actor));
  }
}
