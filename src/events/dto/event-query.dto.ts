import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsOptional, IsString, Matches } from 'class-validator';
import {
  DEFAULT_LIMIT,
  IntegerParam,
  MAX_LIMIT,
  ToArray,
} from '#libs/rest/index.js';
import { EVENT_ID_SCHEMA } from './event.dto.js';

/** Longest a long poll waits, in seconds. */
export const MAX_WAIT = 30;
/** Type filters one request gives at most. */
const MAX_TYPES = 20;

/** `GET /events/stream` query: where to start and which types. */
export class EventStreamQuery {
  /** The events after this event id (its `id`, or the `next` link's `after`); none: from the oldest kept. */
  @ApiPropertyOptional(EVENT_ID_SCHEMA)
  @IsOptional()
  @Matches(/^[0-9a-f]{32}$/, { message: 'after must be an event id' })
  after?: string;

  /** Repeatable: only these types, e.g. `?type=doc.created&type=lesson.*`; `<resource>.*` is every type of a resource. An unknown type is a 400. */
  @ApiPropertyOptional({
    type: 'array',
    maxItems: MAX_TYPES,
    items: { type: 'string', maxLength: 80, example: 'doc.*' },
  })
  @IsOptional()
  @ToArray()
  @ArrayMaxSize(MAX_TYPES)
  @IsString({ each: true })
  type?: string[];
}

/** `GET /events` query: a page of the feed, maybe waited for. */
export class EventQuery extends EventStreamQuery {
  @IntegerParam({
    description: 'Events per page.',
    maximum: MAX_LIMIT,
    default: DEFAULT_LIMIT,
  })
  limit: number = DEFAULT_LIMIT;

  @IntegerParam({
    description: `Seconds to wait, when no event follows \`after\` yet, for one to come (long poll): the answer comes as soon as one does, else an empty page after \`wait\` seconds. 0: answer at once.`,
    minimum: 0,
    maximum: MAX_WAIT,
    default: 0,
  })
  wait: number = 0;
}
