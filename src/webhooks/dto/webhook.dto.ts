import { ApiProperty } from '@nestjs/swagger';
import { TIMESTAMP_SCHEMA, UUID_SCHEMA } from '#libs/rest/index.js';
import { VERSION_SCHEMA } from '../../common/owned-resource.dto.js';
import { DESCRIPTION_LENGTH } from '../../common/resource-fields.js';
import type { Webhook } from '../webhook.entity.js';
import {
  EVENT_TYPE_SCHEMA,
  MAX_EVENT_TYPES,
  URL_MAX_LENGTH,
} from './write-webhook.dto.js';

/** A webhook as the API shows it: never its secret. */
export class WebhookDto {
  @ApiProperty(UUID_SCHEMA)
  id: string;
  /** @example "https://hooks.example.com/syllabus" */
  @ApiProperty({ format: 'uri', maxLength: URL_MAX_LENGTH })
  url: string;
  @ApiProperty({
    items: { type: 'string', ...EVENT_TYPE_SCHEMA },
    maxItems: MAX_EVENT_TYPES,
  })
  eventTypes: string[];
  @ApiProperty(DESCRIPTION_LENGTH)
  description: string;
  enabled: boolean;
  /** Why it is disabled: `admin` (turned off) or `gone` (its receiver answered 410); null when enabled. */
  @ApiProperty({
    type: 'string',
    pattern: '^(admin|gone)$',
    maxLength: 5,
    nullable: true,
  })
  disabledReason: string | null;
  /** Until when the secret before the last rotation still signs; null: none does. */
  @ApiProperty({ ...TIMESTAMP_SCHEMA, nullable: true })
  previousSecretUntil: string | null;
  @ApiProperty(TIMESTAMP_SCHEMA)
  createdAt: string;
  @ApiProperty(TIMESTAMP_SCHEMA)
  updatedAt: string;
  /** Starts at 1 and grows by one on every change (by an admin, a secret's rotation, a `410 Gone`); the ETag is `"<version>"`. @example 1 */
  @ApiProperty(VERSION_SCHEMA)
  version: number;

  static from(webhook: Webhook): WebhookDto {
    return {
      id: webhook.id,
      url: webhook.url,
      eventTypes: webhook.eventTypes,
      description: webhook.description,
      enabled: webhook.enabled,
      disabledReason: webhook.enabled ? null : webhook.disabledReason,
      previousSecretUntil: webhook.previousSecretUntil?.toISOString() ?? null,
      createdAt: webhook.createdAt.toISOString(),
      updatedAt: webhook.updatedAt.toISOString(),
      version: webhook.version,
    };
  }
}

const SECRET_SCHEMA = {
  pattern: '^whsec_[A-Za-z0-9+/]+=*$',
  maxLength: 60,
} as const;

/** A new webhook, with its signing secret: the only answer that shows it. */
export class CreatedWebhookDto extends WebhookDto {
  /** Standard Webhooks' `whsec_…`: keep it, it is never shown again. @example "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" */
  @ApiProperty(SECRET_SCHEMA)
  secret: string;
}

/** The answer of `POST /webhooks/{id}/secret`. */
export class WebhookSecretDto {
  /** The new signing secret, shown only here. @example "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" */
  @ApiProperty(SECRET_SCHEMA)
  secret: string;
  /** Until when the previous secret still signs too (both signatures are sent). */
  @ApiProperty(TIMESTAMP_SCHEMA)
  previousSecretUntil: string;
}
