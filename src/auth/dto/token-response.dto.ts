import { ApiProperty } from '@nestjs/swagger';

/** A bearer access token and the single-use refresh token of its session. */
export class TokenResponseDto {
  /** JWT (HS256) with claims sub, role, sid, iss, aud, iat, exp. */
  @ApiProperty({ maxLength: 1024 }) // this API's tokens are about 400 characters
  token: string;
  /** @example "Bearer" */
  tokenType: 'Bearer';
  /** Lifetime of `token` in seconds. @example 900 */
  @ApiProperty({
    type: 'integer',
    format: 'int32',
    minimum: 1,
    maximum: 2 ** 31 - 1,
  })
  expiresIn: number;
  /** Exchange it at `POST /auth/token` for a new pair; using it twice signs the session out. */
  @ApiProperty({ maxLength: 80 }) // `<session uuid>.<43 base64url characters>`
  refreshToken: string;
}
