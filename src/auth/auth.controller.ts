import {
  Body,
  Controller,
  Delete,
  HttpCode,
  HttpStatus,
  Post,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ApiProblemResponses } from '#libs/rest/index.js';
import {
  SIGN_IN_HEADERS,
  SignInRateLimits,
} from '../rate-limit/sign-in-rate-limits.decorator.js';
import { AuthService } from './auth.service.js';
import type { AuthUser } from './auth-user.js';
import { CurrentUser } from './current-user.decorator.js';
import {
  TOKEN_REQUEST_EXAMPLES,
  TokenRequestDto,
} from './dto/token-request.dto.js';
import { TokenResponseDto } from './dto/token-response.dto.js';
import { Public } from './public.decorator.js';

@ApiTags('auth')
@Controller('auth/token')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /**
   * Signs in with an e-mail or a pseudo and a password, or exchanges a refresh token for a new pair (rotation).
   * @remarks Public. A wrong password and an unknown user answer the same 401. A refresh token works once: presenting a used one again signs its session out. `Idempotency-Key` is not honoured here: each request answers new tokens, which are never stored (ADR 0412).
   */
  @Public()
  @SignInRateLimits()
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiBody({ type: TokenRequestDto, examples: TOKEN_REQUEST_EXAMPLES })
  @ApiOkResponse({ type: TokenResponseDto, headers: SIGN_IN_HEADERS })
  @ApiProblemResponses(400, 401, 413, 415, 500, 503)
  token(@Body() request: TokenRequestDto): Promise<TokenResponseDto> {
    return this.auth.token(request);
  }

  /**
   * Signs the session out: its refresh token stops working.
   * @remarks Any signed-in user; answers 204 without a body.
   */
  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiBearerAuth()
  @ApiProblemResponses(400, 401, 429, 500)
  signOut(@CurrentUser() user: AuthUser): Promise<void> {
    return this.auth.revoke(user.sessionId);
  }
}
