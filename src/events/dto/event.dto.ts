import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { TIMESTAMP_SCHEMA, UUID_SCHEMA } from '#libs/rest/index.js';
import { DocDto } from '../../docs/dto/doc.dto.js';
import { LessonDto } from '../../lessons/dto/lesson.dto.js';
import { UserDto } from '../../users/dto/user.dto.js';
import type { EventRecord } from '../event.entity.js';

/** An event id: its text order is the feed's order. */
export const EVENT_ID_SCHEMA = {
  type: 'string',
  pattern: '^[0-9a-f]{32}$',
  minLength: 32,
  maxLength: 32,
} as const;

/** One change of a resource, as the feed shows it (`GET /events`, `GET /events/stream`). */
@ApiExtraModels(DocDto, LessonDto, UserDto)
export class EventDto {
  @ApiProperty({
    ...EVENT_ID_SCHEMA,
    example: '00000000000002f1000000000000004d',
    description:
      'Unique, and in the order of the feed: give it as `after` (or `Last-Event-ID`) to read the events after it.',
  })
  id: string;
  /** `<resource>.created`, `<resource>.updated` or `<resource>.deleted`; `data` is then that resource. */
  @ApiProperty({
    type: 'string',
    pattern: '^[a-z][a-z0-9_-]*\\.(created|updated|deleted)$',
    maxLength: 80,
    example: 'doc.updated',
  })
  type: string;
  /** When the change was made: the resource's `updatedAt` after a create or a change. */
  @ApiProperty(TIMESTAMP_SCHEMA)
  occurredAt: string;
  /** The id of the resource that changed. */
  @ApiProperty(UUID_SCHEMA)
  resourceId: string;
  /** Its version after the change (for a delete, its last); null for users, which have none. */
  @ApiProperty({
    type: 'integer',
    format: 'int32',
    minimum: 1,
    maximum: 2 ** 31 - 1,
    nullable: true,
  })
  resourceVersion: number | null;
  /** The user who made the change; null for a change by the CLI or the first admin's creation. */
  @ApiProperty({ ...UUID_SCHEMA, nullable: true })
  actorId: string | null;
  /** The resource as `GET` showed it after the change; for a delete, as it was. `doc.*`: a Doc, `lesson.*`: a Lesson, `user.*`: a User (never a secret), a generated resource's type: that resource. */
  @ApiProperty({
    anyOf: [
      { $ref: getSchemaPath(DocDto) },
      { $ref: getSchemaPath(LessonDto) },
      { $ref: getSchemaPath(UserDto) },
      // A resource the schematic generated: its own DTO, which this document shows at its routes.
      { type: 'object' },
    ],
  })
  data: object;

  static from(event: EventRecord): EventDto {
    return {
      id: event.id,
      type: event.type,
      occurredAt: event.occurredAt.toISOString(),
      resourceId: event.resourceId,
      resourceVersion: event.resourceVersion,
      actorId: event.actorId,
      data: event.data,
    };
  }
}
