import { IsIn, IsOptional } from 'class-validator';
import { SortablePageQuery } from '#libs/rest/index.js';
import { SearchText } from '../../common/list-query-fields.js';
import { ROLES, type Role } from '../role.js';
import { USER_SORT_FIELDS } from '../user.entity.js';

/** `GET /users` query: paging, sorting and the role filter. */
export class UserListQuery extends SortablePageQuery(USER_SORT_FIELDS) {
  @SearchText('e-mail address and pseudo')
  q?: string;

  /** Users of this role. */
  @IsOptional()
  @IsIn(ROLES)
  role?: Role;
}
