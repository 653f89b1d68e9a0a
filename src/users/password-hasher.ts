import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

/** argon2id at OWASP's recommended minimum (19 MiB, 2 iterations, 1 lane). */
const OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

@Injectable()
export class PasswordHasher {
  /**
   * Verified against when the account does not exist, so both failures cost the same time;
   * computed in the background rather than before the application starts.
   */
  private readonly dummyHash = this.hash(randomBytes(16).toString('hex'));

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  /** False for an unknown account (`hash` undefined), after the same work as a real check. */
  async verify(hash: string | undefined, password: string): Promise<boolean> {
    const matches = await argon2.verify(
      hash ?? (await this.dummyHash),
      password,
    );
    return matches && hash !== undefined;
  }
}
