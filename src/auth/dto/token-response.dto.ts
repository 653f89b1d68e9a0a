/** A bearer access token and the single-use refresh token of its session. */
export class TokenResponseDto {
  /** JWT (HS256) with claims sub, role, sid, iss, aud, iat, exp. */
  token: string;
  /** @example "Bearer" */
  tokenType: 'Bearer';
  /** Lifetime of `token` in seconds. @example 900 */
  expiresIn: number;
  /** Exchange it at `POST /auth/token` for a new pair; using it twice signs the session out. */
  refreshToken: string;
}
