import { PartialType } from '@nestjs/swagger';
import { IsString, Length, ValidateIf } from 'class-validator';
import { CreateUserDto } from './create-user.dto.js';

/**
 * Any non-empty subset (none of them null); `role` is for admins only; a user changing its own
 * password gives `currentPassword`.
 */
export class UpdateUserDto extends PartialType(CreateUserDto, {
  skipNullProperties: false,
}) {
  /** Required with `password` when users change their own. @example "old password" */
  @ValidateIf((dto: UpdateUserDto) => dto.currentPassword !== undefined)
  @IsString()
  @Length(1, 128)
  currentPassword?: string;
}
