import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ApiProblemResponses,
  Created,
  type Page,
  mapPage,
  Paginated,
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

@ApiTags('users')
@ApiBearerAuth()
@ApiProblemResponses(401, 429)
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** Creates a user (admins only). */
  @Post()
  @Roles('admin')
  @Created(`/api/v${API_VERSION}/users`, UserDto, { versioned: false })
  @ApiProblemResponses(400, 403, 409, 415)
  async create(@Body() dto: CreateUserDto): Promise<UserDto> {
    return UserDto.from(await this.users.create(dto));
  }

  /** Lists users, paged and sorted (admins only). */
  @Get()
  @Roles('admin')
  @Paginated(UserDto)
  @ApiProblemResponses(400, 403)
  async list(@Query() query: UserListQuery): Promise<Page<UserDto>> {
    return mapPage(await this.users.list(query), UserDto.from);
  }

  /** The caller's own account. */
  @Get('me')
  async me(@CurrentUser() actor: AuthUser): Promise<UserDto> {
    return UserDto.from(await this.users.get(actor.id));
  }

  /** One user (admins, or the user itself). */
  @Get(':id')
  @ApiProblemResponses(400, 403, 404)
  async get(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<UserDto> {
    assertOwnerOrAdmin(actor, id, 'this account');
    return UserDto.from(await this.users.get(id));
  }

  /** Changes email, pseudo, password (with `currentPassword` for one's own) or, for admins, role. */
  @Patch(':id')
  @ApiProblemResponses(400, 403, 404, 409, 415)
  async update(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateUserDto,
  ): Promise<UserDto> {
    assertOwnerOrAdmin(actor, id, 'this account');
    return UserDto.from(await this.users.update(actor, id, dto));
  }

  /** Deletes a user who owns no docs or lessons (admins only). */
  @Delete(':id')
  @Roles('admin')
  @ApiProblemResponses(400, 403, 404, 409)
  async remove(@Param('id', ParseUUIDPipe) id: string): Promise<UserDto> {
    return UserDto.from(await this.users.remove(id));
  }
}
