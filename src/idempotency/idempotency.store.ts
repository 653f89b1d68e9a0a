import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHmac, hkdfSync, randomUUID } from 'node:crypto';
import { IsNull, LessThanOrEqual, type Repository } from 'typeorm';
import { ProblemException } from '#libs/rest/index.js';
import { AccessTokenSecret } from '../auth/access-token-secret.js';
import { throwDomainError } from '../database/constraint-errors.js';
import { Transactions } from '../database/transactions.js';
import { IdempotencyKey } from './idempotency-key.entity.js';

/** How long an answer is replayed (contract §7b). */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A key held this long by a request that never answered (a crash) is free again (ADR 0412). */
export const ABANDONED_AFTER_MS = 60 * 1000;
/** Expired keys deleted at most once a minute per instance, this many at a time. */
const PURGE_INTERVAL_MS = 60 * 1000;
export const PURGE_BATCH = 1000;

const inProgress = () =>
  new ProblemException(HttpStatus.CONFLICT, {
    code: 'IDEMPOTENCY.IN_PROGRESS',
    detail:
      'A request with this Idempotency-Key is still in progress: retry later.',
  });

/** A stored answer: what the first request with the key was sent. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** The key is this request's to run (`attempt`), or its answer is to be replayed. */
export type Claim =
  | { attempt: string; answer?: undefined }
  | { attempt?: undefined; answer: Answer };

/** What identifies a request beside its key. */
export interface Request {
  userId: string;
  key: string;
  /** The method and the route, e.g. `POST DocsController.create`. */
  route: string;
  body: unknown;
}

/**
 * The keys of `Idempotency-Key`, in the database (ADR 0412): whoever inserts a key first holds it;
 * the database settles concurrent claims, and every instance sees the same keys.
 */
@Injectable()
export class IdempotencyStore {
  private readonly fingerprintKey: Uint8Array;
  private nextPurge = 0;

  constructor(
    @InjectRepository(IdempotencyKey)
    private readonly keys: Repository<IdempotencyKey>,
    private readonly transactions: Transactions,
    secret: AccessTokenSecret,
  ) {
    this.fingerprintKey = new Uint8Array(
      hkdfSync('sha256', secret.key, '', 'syllabus idempotency', 32),
    );
  }

  /** Keyed: a body's secrets (a new user's password) cannot be guessed from the table. */
  fingerprint({ userId, route, body }: Request): string {
    return createHmac('sha256', this.fingerprintKey)
      .update(JSON.stringify([route, userId, body ?? null]))
      .digest('hex');
  }

  /**
   * Holds the key for this request, or answers what the first request with it was answered;
   * 422 for the key of another request, 409 while that request runs.
   */
  async claim(request: Request): Promise<Claim> {
    await this.purgeNow();
    // A key deleted or taken over between two statements is claimed again, a few times at most.
    for (let tries = 1; ; tries++) {
      const claim = await this.tryClaim(request);
      if (claim) return claim;
      if (tries === 3) throw inProgress();
    }
  }

  private async tryClaim(request: Request): Promise<Claim | undefined> {
    const fingerprint = this.fingerprint(request);
    const attempt = randomUUID();
    const { userId, key } = request;
    const now = new Date();
    const fresh = {
      fingerprint,
      attempt,
      claimedAt: now,
      expiresAt: new Date(now.getTime() + KEY_TTL_MS),
      status: null,
      headers: null,
      body: null,
    };
    await this.transactions
      .single((manager) =>
        manager
          .createQueryBuilder()
          .insert()
          .into(IdempotencyKey)
          .values({ userId, key, ...fresh })
          .orIgnore()
          .execute(),
      )
      // A user deleted since its token was checked: 401, as on its next request.
      .catch((error: unknown) => throwDomainError(error, this.keys));
    const held = await this.keys.findOneBy({ userId, key });
    // Deleted meanwhile (by the purge once expired): claimed as new.
    if (!held) return undefined;
    if (held.attempt === attempt) return { attempt };
    const free =
      held.expiresAt <= now ||
      (held.status === null &&
        held.claimedAt.getTime() <= now.getTime() - ABANDONED_AFTER_MS);
    if (free) {
      // Taken over only as it was read: one of several retries gets it.
      const { affected } = await this.transactions.single((manager) =>
        manager.update(
          IdempotencyKey,
          {
            userId,
            key,
            attempt: held.attempt,
            status: held.status ?? IsNull(),
          },
          fresh,
        ),
      );
      return affected === 1 ? { attempt } : undefined;
    }
    if (held.fingerprint !== fingerprint)
      throw new ProblemException(HttpStatus.UNPROCESSABLE_ENTITY, {
        code: 'IDEMPOTENCY.KEY_REUSED',
        detail:
          'This Idempotency-Key was sent with another request (method, route or body): use a new key for a new request.',
      });
    if (held.status === null) throw inProgress();
    return {
      answer: {
        status: held.status,
        headers: JSON.parse(held.headers ?? '{}') as Record<string, string>,
        body: held.body === null ? undefined : JSON.parse(held.body),
      },
    };
  }

  /** Stores the answer of the request holding the key; false if the key was taken over meanwhile. */
  async complete(
    { userId, key }: Request,
    attempt: string,
    answer: Answer,
  ): Promise<boolean> {
    const { affected } = await this.transactions.single((manager) =>
      manager.update(
        IdempotencyKey,
        { userId, key, attempt },
        {
          status: answer.status,
          headers: JSON.stringify(answer.headers),
          body: answer.body === undefined ? null : JSON.stringify(answer.body),
        },
      ),
    );
    return affected === 1;
  }

  /** Lets the key go: the request failed, and a retry runs again. */
  async release({ userId, key }: Request, attempt: string): Promise<void> {
    await this.transactions.single((manager) =>
      manager.delete(IdempotencyKey, { userId, key, attempt }),
    );
  }

  /**
   * Deletes the oldest expired keys, at most about `PURGE_BATCH` (those expiring in the same
   * millisecond as the last go together): a bounded statement along `expires_at`'s index.
   */
  async purgeExpired(now = new Date()): Promise<number> {
    const [last] = await this.keys.find({
      select: { userId: true, key: true, expiresAt: true },
      where: { expiresAt: LessThanOrEqual(now) },
      order: { expiresAt: 'ASC' },
      skip: PURGE_BATCH - 1,
      take: 1,
    });
    const { affected } = await this.transactions.single((manager) =>
      manager.delete(IdempotencyKey, {
        expiresAt: LessThanOrEqual(last?.expiresAt ?? now),
      }),
    );
    return affected ?? 0;
  }

  private async purgeNow(): Promise<void> {
    const now = Date.now();
    if (now < this.nextPurge) return;
    this.nextPurge = now + PURGE_INTERVAL_MS;
    await this.purgeExpired(new Date(now));
  }
}
