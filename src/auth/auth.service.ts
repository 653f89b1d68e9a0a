import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { DomainError, invalidCredentials } from '../common/domain-error.js';
import { throwDomainError } from '../database/constraint-errors.js';
import { Transactions } from '../database/transactions.js';
import { PasswordHasher } from '../users/password-hasher.js';
import type { Role } from '../users/role.js';
import { UsersService } from '../users/users.service.js';
import type { TokenRequestDto } from './dto/token-request.dto.js';
import type { TokenResponseDto } from './dto/token-response.dto.js';
import { AccessTokens } from './access-tokens.js';
import { Session } from './session.entity.js';
import { UsedRefreshToken } from './used-refresh-token.entity.js';

/** How long a session lasts without being refreshed. */
const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

const invalidRefreshToken = () =>
  new DomainError(
    'unauthenticated',
    'AUTH.INVALID_REFRESH_TOKEN',
    'The refresh token is invalid, expired or already used.',
  );

const sha256 = (value: string) =>
  createHash('sha256').update(value).digest('hex');

/** A refresh token is `<session id>.<secret>`; only the secret's hash is stored. */
function parseRefreshToken(
  token: string,
): { sessionId: string; secret: string } | undefined {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? { sessionId: match[1], secret: match[2] } : undefined;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger('AuthService');

  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @InjectRepository(UsedRefreshToken)
    private readonly usedTokens: Repository<UsedRefreshToken>,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AccessTokens,
    private readonly transactions: Transactions,
  ) {}

  token(request: TokenRequestDto): Promise<TokenResponseDto> {
    return request.refreshToken !== undefined
      ? this.refresh(request.refreshToken)
      : this.signIn(request);
  }

  async signIn({
    email,
    pseudo,
    password,
  }: TokenRequestDto): Promise<TokenResponseDto> {
    const user = await this.users.findForSignIn({ email, pseudo });
    const verified = await this.hasher.verify(
      user?.passwordHash,
      password ?? '',
    );
    if (!verified || !user) throw invalidCredentials();
    const secret = randomBytes(32).toString('base64url');
    const now = new Date();
    const session = this.sessions.create({
      id: randomUUID(),
      userId: user.id,
      tokenHash: sha256(secret),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      revokedAt: null,
    });
    await this.transactions
      .run((manager) => manager.insert(Session, session))
      .catch((error: unknown) => throwDomainError(error, this.sessions));
    return this.issue(user.id, user.role, session.id, secret);
  }

  /**
   * Rotates the refresh token in one conditional update (of two uses of one token, one wins), and
   * keeps the used token's hash in the same transaction: presenting it again revokes the session.
   * A token never issued for the session is a plain 401.
   */
  async refresh(refreshToken: string): Promise<TokenResponseDto> {
    const parsed = parseRefreshToken(refreshToken);
    if (!parsed) throw invalidRefreshToken();
    const usedHash = sha256(parsed.secret);
    const secret = randomBytes(32).toString('base64url');
    const rotated = await this.transactions.run(async (manager) => {
      const { affected } = await manager.update(
        Session,
        {
          id: parsed.sessionId,
          tokenHash: usedHash,
          revokedAt: IsNull(),
          expiresAt: MoreThan(new Date()),
        },
        { tokenHash: sha256(secret) },
      );
      if (affected !== 1) return false;
      await manager.insert(UsedRefreshToken, {
        tokenHash: usedHash,
        sessionId: parsed.sessionId,
      });
      return true;
    });
    if (!rotated) {
      // A token this session issued and rotated away: stolen or replayed.
      const used = await this.usedTokens.existsBy({
        tokenHash: usedHash,
        sessionId: parsed.sessionId,
      });
      if (used) {
        this.logger.warn(
          `A used refresh token came back: session ${parsed.sessionId} revoked.`,
        );
        await this.revoke(parsed.sessionId);
      }
      throw invalidRefreshToken();
    }
    // Gone if its user was deleted meanwhile.
    const session = await this.sessions.findOneBy({ id: parsed.sessionId });
    if (!session) throw invalidRefreshToken();
    const role = await this.users.roleOf(session.userId);
    if (!role) throw invalidRefreshToken();
    return this.issue(session.userId, role, session.id, secret);
  }

  async revoke(sessionId: string): Promise<void> {
    await this.transactions.run((manager) =>
      manager.update(
        Session,
        { id: sessionId, revokedAt: IsNull() },
        { revokedAt: new Date() },
      ),
    );
  }

  private issue(
    userId: string,
    role: Role,
    sessionId: string,
    secret: string,
  ): TokenResponseDto {
    return {
      token: this.tokens.sign(userId, role, sessionId),
      tokenType: 'Bearer',
      expiresIn: this.tokens.ttlSeconds,
      refreshToken: `${sessionId}.${secret}`,
    };
  }
}
