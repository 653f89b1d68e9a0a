import { Controller, Get, Req, Res, Sse } from '@nestjs/common';
import type { MessageEvent } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtraModels,
  ApiHeader,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import {
  ApiProblemResponses,
  MAX_LIMIT,
  MAX_LINK_LENGTH,
  QueryParams,
} from '#libs/rest/index.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { EventQuery, EventStreamQuery } from './dto/event-query.dto.js';
import { EventDto, EVENT_ID_SCHEMA } from './dto/event.dto.js';
import { EventsService, type ReadOptions } from './events.service.js';
import { feedLink } from './feed-link.js';
import { OneAtATime } from '../common/one-at-a-time.js';

/** Events a stream reads at a time. */
const STREAM_BATCH = 100;
/** Seconds between the comments that keep a quiet stream's connection open. */
export const HEARTBEAT_INTERVAL = 15;
/** The longest delay `setTimeout` takes (about 24.8 days): a longer one would fire at once. */
const MAX_TIMEOUT = 2 ** 31 - 1;

@ApiTags('events')
@ApiBearerAuth()
@ApiProblemResponses(400, 401, 403, 410, 429, 500, 503)
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  /**
   * The change feed: every create, change and delete, oldest first.
   * @remarks Any signed-in user; `user.*` events for admins only. Read the events after the last
   * one read (`after`), following the `next` link, which is always there (a feed has no end) and
   * has no `X-Total-Count`. With `wait`, an empty answer waits for the next event (long poll). An
   * `after` older than the events kept (`EVENTS_RETENTION`) is a 410. docs/api.md, "Events".
   */
  @Get()
  @ApiExtraModels(EventDto)
  @ApiOkResponse({
    schema: {
      type: 'array',
      maxItems: MAX_LIMIT,
      items: { $ref: getSchemaPath(EventDto) },
    },
    description: 'The events after `after`, oldest first: at most `limit`.',
    headers: {
      Link: {
        required: true,
        description:
          'RFC 8288 `next` link relative to this URL, every other query parameter kept: `after` is the last event of this page (or the same `after` when the page is empty), e.g. `</api/v1/events?after=00000000000002f1000000000000004d&limit=20>; rel="next"`.',
        schema: { type: 'string', maxLength: MAX_LINK_LENGTH },
      },
    },
  })
  async list(
    @CurrentUser() actor: AuthUser,
    @QueryParams() query: EventQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EventDto[]> {
    const closed = new AbortController();
    // Only a wait needs to know that the client left (an abort costs a DOMException and its stack).
    if (query.wait > 0) reply.raw.once('close', () => closed.abort());
    const events = await this.events.readWaiting(
      query.after,
      this.options(actor, query, query.limit),
      query.wait,
      closed.signal,
    );
    reply.header(
      'Link',
      feedLink(reply.request.url, events.at(-1)?.id ?? query.after),
    );
    return events.map((event) => EventDto.from(event));
  }

  /**
   * The change feed as Server-Sent Events, for as long as the connection stays open.
   * @remarks The same events as `GET /events`, from `after` or, when reconnecting, from the
   * `Last-Event-ID` header: each is `id:` (its id), `event:` (its type) and `data:` (the event as
   * JSON); a comment every 15 s keeps a quiet stream open. Each stream holds a connection
   * (`MAX_CONNECTIONS_PER_ADDRESS`). The stream ends when the bearer token expires (its `exp`),
   * and before it would send an event once the caller's role has changed or the caller was
   * deleted: reconnect with a fresh token and `Last-Event-ID`, nothing is missed. docs/api.md,
   * "Events".
   */
  @Sse('stream')
  @ApiProduces('text/event-stream')
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description:
      'The id of the last event received: the stream resumes after it (it wins over `after`).',
    schema: EVENT_ID_SCHEMA,
  })
  @ApiOkResponse({
    description:
      "A `text/event-stream`: `id: <event id>`, `event: <type>`, `data: <the event as JSON>` per event. It ends when the bearer token expires, or instead of sending events once the caller's role changed or the caller was deleted: reconnect with `Last-Event-ID`.",
    content: {
      'text/event-stream': { schema: { type: 'string', maxLength: 1e9 } },
    },
  })
  async stream(
    @CurrentUser() actor: AuthUser,
    @QueryParams() query: EventStreamQuery,
    @Req() request: FastifyRequest,
  ): Promise<Observable<MessageEvent>> {
    const options = this.options(actor, query, STREAM_BATCH);
    // Documented by @ApiHeader(): `@Headers()` would add an undocumented parameter.
    const resumed = request.headers['last-event-id'];
    let after = typeof resumed === 'string' ? resumed : query.after;
    // Read before the stream starts: a bad `after` or type is still a 4xx.
    const first = await this.events.readAfter(after, options);
    return new Observable<MessageEvent>((subscriber) => {
      const send = (events: readonly EventDto[]) => {
        for (const event of events)
          subscriber.next({ id: event.id, type: event.type, data: event });
        if (events.length > 0) after = events.at(-1)!.id;
      };
      const read = new OneAtATime(
        async () => {
          const events = await this.events.readAfter(after, options);
          // Demoted or deleted since: the stream ends; the client reconnects as what it now is.
          if (events.length > 0 && !(await this.events.sameRole(actor))) {
            subscriber.complete();
            return false;
          }
          send(events.map((event) => EventDto.from(event)));
          return events.length === STREAM_BATCH && !subscriber.closed;
        },
        // Purged meanwhile (410) or the database is away: the client reconnects with
        // Last-Event-ID and learns which.
        () => subscriber.complete(),
      );
      const off = this.events.onAppended(read.trigger);
      // The application closes: the stream ends, and the client reconnects to another instance.
      const end = () => subscriber.complete();
      this.events.closing.addEventListener('abort', end, { once: true });
      if (this.events.closing.aborted) end();
      // The token expires: the stream ends, and the client reconnects with a new token.
      const expiry = setTimeout(
        end,
        Math.min(actor.expiresAt * 1000 - Date.now(), MAX_TIMEOUT),
      );
      const heartbeat = setInterval(
        () => subscriber.next({ comment: '' }),
        HEARTBEAT_INTERVAL * 1000,
      );
      send(first.map((event) => EventDto.from(event)));
      // Subscribed now: what settled since the first read is read at once.
      read.trigger();
      return () => {
        off();
        void read.stop();
        this.events.closing.removeEventListener('abort', end);
        clearTimeout(expiry);
        clearInterval(heartbeat);
      };
    });
  }

  private options(
    actor: AuthUser,
    query: EventStreamQuery,
    limit: number,
  ): ReadOptions {
    return {
      limit,
      types: query.type,
      includeUserEvents: actor.role === 'admin',
    };
  }
}
