import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { DescriptionField, PatchOf } from '../../common/resource-fields.js';

export const URL_MAX_LENGTH = 2048;
export const MAX_EVENT_TYPES = 20;
/** `doc.updated`, `doc.*` or `*`. */
const EVENT_TYPE = /^(\*|[a-z]+\.(\*|[a-z_]+))$/;
export const EVENT_TYPE_SCHEMA = {
  pattern: EVENT_TYPE.source,
  minLength: 1,
  maxLength: 64,
} as const;

/** The body of `POST /webhooks`. */
export class WriteWebhookDto {
  /**
   * Where events are POSTed: `https` (plain `http` only where `WEBHOOKS_ALLOW_HTTP` allows it), to a
   * public address (docs/api.md, "Safe targets"). @example "https://hooks.example.com/syllabus"
   */
  @ApiProperty({ format: 'uri', minLength: 1, maxLength: URL_MAX_LENGTH })
  @IsString()
  @MaxLength(URL_MAX_LENGTH)
  url: string;

  /**
   * The events sent: types (`doc.updated`), families (`doc.*`) or `*` for all; 1–20, distinct.
   * @example ["doc.*", "lesson.deleted"]
   */
  @ApiProperty({
    items: { type: 'string', ...EVENT_TYPE_SCHEMA },
    minItems: 1,
    maxItems: MAX_EVENT_TYPES,
    uniqueItems: true,
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_EVENT_TYPES)
  @ArrayUnique()
  @IsString({ each: true })
  @Matches(EVENT_TYPE, {
    each: true,
    message: 'each event type must be like doc.updated, doc.* or *',
  })
  eventTypes: string[];

  /** Up to 2000 characters; default "". @example "Search index of the intranet" */
  @DescriptionField()
  description?: string | null;

  /** Default true; false stops deliveries (and re-enabling a webhook a 410 turned off starts them). */
  @ApiProperty({ required: false, nullable: true, default: true })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean | null;
}

/** The body of `PATCH /webhooks/{id}`: any non-empty subset; `null` resets an optional field. */
export class PatchWebhookDto extends PatchOf(WriteWebhookDto, [
  'url',
  'eventTypes',
]) {}
