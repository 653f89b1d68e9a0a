import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  createCipheriv,
  createDecipheriv,
  hkdfSync,
  randomBytes,
} from 'node:crypto';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { AccessTokenSecret } from '../auth/access-token-secret.js';
import type { Environment } from '../config/environment.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The version of the stored form: `v1.<iv>.<ciphertext><tag>`, base64url. */
const FORMAT = 'v1';

/** A signing secret of Standard Webhooks: `whsec_` and 32 random bytes, base64. */
export const newSigningSecret = (): string =>
  `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The webhooks' signing secrets, encrypted at rest with AES-256-GCM (ADR 0422). The key comes from
 * `WEBHOOKS_SECRET_KEY` (required in production); unset, it is derived from the access tokens' key.
 */
@Injectable()
export class WebhookSecrets {
  private readonly key: Buffer;

  constructor(
    @Inject(ConfigService) config: ConfigService<Environment, true>,
    tokens: AccessTokenSecret,
  ) {
    const configured = config.get('WEBHOOKS_SECRET_KEY', { infer: true });
    const material =
      configured !== undefined ? Buffer.from(configured) : tokens.key.export();
    this.key = Buffer.from(
      hkdfSync('sha256', material, '', 'syllabus webhook secrets', 32),
    );
  }

  seal(secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([
      cipher.update(secret, 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    return `${FORMAT}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
  }

  open(stored: string): string {
    const [format, iv, sealed] = stored.split('.');
    if (format !== FORMAT || iv === undefined || sealed === undefined)
      throw new Error('Unknown form of a stored webhook secret.');
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      this.key,
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }

  /**
   * `webhook-signature`: `v1,<signature>` by each stored secret, space-separated (the previous
   * one too while it still signs), by the `standardwebhooks` implementation.
   */
  sign(
    stored: readonly string[],
    id: string,
    at: Date,
    payload: string,
  ): string {
    return stored
      .map((secret) =>
        new StandardWebhook(this.open(secret)).sign(id, at, payload),
      )
      .join(' ');
  }
}
