import {
  applyDecorators,
  createParamDecorator,
  ExecutionContext,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Type,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiExtraModels,
  ApiHeader,
  ApiNoContentResponse,
  ApiNotModifiedResponse,
  ApiOkResponse,
  ApiParam,
  ApiProperty,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etag, matchesIfNoneMatch, parseIfMatch } from './etag.js';
import { locationOf } from './location.js';
import { OnResult } from './on-result.js';
import { UUID_SCHEMA } from './openapi-schemas.js';
import type { Page, Snippet } from './page.js';
import { setPageHeaders } from './page-links.js';
import { MAX_LIMIT } from './page-query.dto.js';
import { prefersReturnMinimal } from './prefer.js';

/** A resource as these decorators see it: every resource of the API has an id and a version. */
interface Versioned {
  id: string | number;
  version: number;
}

/** Sets the `ETag` of the resource's version and returns that version. */
function setETag(reply: FastifyReply, resource: Versioned): number {
  const { version } = resource;
  // A route with these decorators that returns no version is a bug, not a client error.
  if (!Number.isSafeInteger(version)) {
    throw new TypeError('The handler returned a resource without a version');
  }
  reply.header('ETag', etag(version));
  return version;
}

/** A strong ETag of this API: a version (a safe integer from 1) in quotes. */
const ETAG_VALUE = {
  type: 'string',
  pattern: '^"[1-9][0-9]*"$',
  maxLength: 18,
} as const;

/** An ETag answered; one sent is not pre-filled (Swagger UI's "Try it out" would send it). */
const ETAG_SCHEMA = { ...ETAG_VALUE, example: '"3"' } as const;

const ETAG_HEADER = {
  required: true,
  description:
    'The version of the resource, e.g. `"3"`: send it in `If-Match` to change exactly this version.',
  schema: ETAG_SCHEMA,
};

/** Applies a method decorator from a parameter decorator: Swagger documents methods, not parameters. */
const onMethod = (
  decorator: MethodDecorator,
  target: object,
  key: string | symbol | undefined,
) => decorator(target, key!, Object.getOwnPropertyDescriptor(target, key!)!);

/** Bound of a `Link` value: four targets, each a path with every list parameter at its longest. */
export const MAX_LINK_LENGTH = 16_384;

/**
 * A list's answer, given by its handler: `answer(page, item)` sets `X-Total-Count` (when counted)
 * and `Link`, and returns the page's items, each mapped by `item`, as the JSON array.
 */
export class PageAnswer {
  constructor(
    private readonly url: string,
    private readonly reply: FastifyReply,
  ) {}

  // `readonly`: the Swagger plugin keeps `@Paginated()`'s schema for it, not `U[]`'s (no `maxItems`).
  answer<T, U>(
    { items, snippets, ...page }: Page<T>,
    item: (row: T) => U,
  ): readonly U[] {
    setPageHeaders(this.reply, { ...page, url: this.url });
    // Only the item: Array#map's index would reach a `from(row, extra?)` as its second argument.
    if (!snippets) return items.map((row) => item(row));
    return items.map((row, i) =>
      snippets[i] ? { ...item(row), snippet: snippets[i] } : item(row),
    );
  }
}

const pageAnswer = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => {
    const http = context.switchToHttp();
    return new PageAnswer(
      http.getRequest<FastifyRequest>().url,
      http.getResponse<FastifyReply>(),
    );
  },
);

class SnippetRangeDto {
  /** Code points from the start of `text`. */
  @ApiProperty({ type: 'integer', format: 'int32', minimum: 0, maximum: 160 })
  start: number;
  /** In code points. */
  @ApiProperty({ type: 'integer', format: 'int32', minimum: 1, maximum: 160 })
  length: number;
}

/** Where an item of a `q` list matched (`Snippet`): in a `q` list only, absent if it no longer matches. */
export class SnippetDto implements Snippet {
  /** The field the text comes from: the first, by weight, where a word of `q` matches. @example "content" */
  @ApiProperty({ type: 'string', maxLength: 64 })
  field: string;
  /** Plain text: at most 160 code points of that field, around its first match. @example "Streaming replication sends the log to standbys." */
  @ApiProperty({ type: 'string', maxLength: 160 })
  text: string;
  /** The matched words in `text`, in order. */
  @ApiProperty({ type: [SnippetRangeDto], maxItems: 160 })
  matches: SnippetRangeDto[];
}

/** A list route's answer in OpenAPI: an array of `item` (with `snippet` in a `q` list), with `X-Total-Count` and `Link`. */
const pageResponse = (item: Type<unknown>) =>
  applyDecorators(
    ApiExtraModels(item, SnippetDto),
    ApiOkResponse({
      schema: {
        type: 'array',
        maxItems: MAX_LIMIT,
        items: {
          allOf: [
            { $ref: getSchemaPath(item) },
            {
              type: 'object',
              properties: {
                // In a `q` list only: where the item matched (absent if it no longer does).
                snippet: { $ref: getSchemaPath(SnippetDto) },
              },
            },
          ],
        },
      },
      description:
        'One page of the list; a page past the last one is an empty array.',
      headers: {
        'X-Total-Count': {
          required: false,
          description:
            'Items matching the query, on all pages: always exact. Absent for a `q` search or a combination of filters, which are not counted, unless the page asked by number reaches the end of the list.',
          schema: {
            type: 'integer',
            format: 'int64',
            minimum: 0,
            maximum: Number.MAX_SAFE_INTEGER,
          },
        },
        'Search-Ranked-Only': {
          required: false,
          description:
            'In a `q` list in the order of relevance (no `sort`): more docs match than the order ranks, and it ranked only this many, the newest matches; `sort` walks every match.',
          schema: {
            type: 'integer',
            format: 'int32',
            minimum: 1,
            maximum: 1000000,
          },
        },
        Link: {
          required: true,
          description:
            'RFC 8288 links relative to this URL, with every other query parameter kept: `first` (page 1), `prev` and `next` (an opaque `cursor`, where there are rows) and `last` (a page number, only with `X-Total-Count`), e.g. `</api/v1/docs?tag=a&cursor=WyJ…&limit=5>; rel="next"`.',
          schema: { type: 'string', maxLength: MAX_LINK_LENGTH },
        },
      },
    }),
  );

/**
 * Parameter of a list route (`item`, for OpenAPI): a `PageAnswer` whose `answer()` the handler
 * returns. A parameter rather than an `OnResult()` responder, as `@IfNoneMatch()` is: Nest's
 * interceptor pipeline would cost every list request (ADR 0410).
 */
export const Paginated =
  (item: Type<unknown>): ParameterDecorator =>
  (target, key, index) => {
    pageAnswer()(target, key, index);
    onMethod(pageResponse(item), target, key);
  };

/**
 * A read of one resource, answered by its handler: `answer(resource)` sets the `ETag` of the
 * resource's version and returns it, or sets 304 and returns no body when `If-None-Match` names
 * that version.
 */
export class ConditionalRead {
  constructor(
    private readonly ifNoneMatch: string | undefined,
    private readonly reply: FastifyReply,
  ) {}

  answer<T extends Versioned>(resource: T): T | undefined {
    const version = setETag(this.reply, resource);
    if (!matchesIfNoneMatch(this.ifNoneMatch, version)) return resource;
    this.reply.status(HttpStatus.NOT_MODIFIED);
    return undefined;
  }

  /**
   * Sets the `ETag` and returns the resource, never 304: for a representation that embeds other
   * resources, which change without changing that version.
   */
  full<T extends Versioned>(resource: T): T {
    setETag(this.reply, resource);
    return resource;
  }
}

const conditionalRead = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => {
    const http = context.switchToHttp();
    return new ConditionalRead(
      http.getRequest<FastifyRequest>().headers['if-none-match'],
      http.getResponse<FastifyReply>(),
    );
  },
);

/**
 * Parameter of a route that reads one resource (`type`, for OpenAPI): a `ConditionalRead` whose
 * `answer()` the handler returns. A parameter rather than an `OnResult()` responder: Nest's
 * interceptor pipeline would cost this hot route ~15 % of its CPU (ADR 0408).
 */
export const IfNoneMatch =
  (type?: Type<unknown>): ParameterDecorator =>
  (target, key, index) => {
    conditionalRead()(target, key, index);
    onMethod(
      applyDecorators(
        ApiHeader({
          name: 'If-None-Match',
          required: false,
          description:
            'The ETag of the version the client has, e.g. `"3"` (a comma-separated list of them is understood too), or `*`: when one is current, the answer is 304 without a body.',
          schema: {
            ...ETAG_VALUE,
            pattern: '^(\\*|(W/)?"[1-9][0-9]*")$',
            maxLength: 20,
          },
        }),
        ApiOkResponse({ type, headers: { ETag: ETAG_HEADER } }),
        ApiNotModifiedResponse({
          description: 'The version named in `If-None-Match` is still current.',
          headers: { ETag: ETAG_HEADER },
        }),
      ),
      target,
      key,
    );
  };

/** A route that returns a changed resource (PUT, PATCH): the response carries its new `ETag`. */
export const ETagged = (type?: Type<unknown>) =>
  applyDecorators(
    OnResult<Versioned>((resource, _request, reply) => {
      setETag(reply, resource);
      return resource;
    }),
    ApiOkResponse({ type, headers: { ETag: ETAG_HEADER } }),
  );

/**
 * A create route: 201 with `Location` (`<collectionPath>/<id>`) and, for a versioned resource,
 * the `ETag` of the returned resource.
 */
export const Created = (
  collectionPath: string,
  type?: Type<unknown>,
  { versioned = true } = {},
) =>
  applyDecorators(
    HttpCode(HttpStatus.CREATED),
    OnResult<Versioned>((resource, _request, reply) => {
      if (versioned) setETag(reply, resource);
      reply.header('Location', locationOf(collectionPath, resource.id));
      return resource;
    }),
    ApiCreatedResponse({
      type,
      headers: {
        Location: {
          required: true,
          description: `The URL of the new resource: \`${collectionPath}/{id}\`.`,
          schema: {
            type: 'string',
            format: 'uri-reference',
            // Resources of this API are named by UUIDs.
            maxLength: collectionPath.length + 1 + UUID_SCHEMA.maxLength,
          },
        },
        ...(versioned && { ETag: ETAG_HEADER }),
      },
    }),
  );

/** A route that honours `Prefer: return=minimal` (e.g. DELETE): 204 without a body, and `Preference-Applied`. */
export const PreferMinimal = () =>
  applyDecorators(
    OnResult<unknown>((result, request, reply) => {
      if (!prefersReturnMinimal(request.headers.prefer)) return result;
      reply
        .header('Preference-Applied', 'return=minimal')
        .status(HttpStatus.NO_CONTENT);
      return undefined;
    }),
    ApiHeader({
      name: 'Prefer',
      required: false,
      description:
        '`return=minimal` for a 204 answer without a body (RFC 7240); only spaces and tabs count as whitespace around its tokens (RFC 9110 §5.6.3).',
      schema: {
        type: 'string',
        enum: ['return=minimal', 'return=representation'],
      },
    }),
    ApiNoContentResponse({
      description: 'Done, as `Prefer: return=minimal` asked: no body.',
      headers: {
        'Preference-Applied': {
          required: true,
          schema: { type: 'string', enum: ['return=minimal'] },
        },
      },
    }),
  );

/**
 * The version a write requires, from `If-Match`: a number, or `undefined` when the header is
 * absent or `*`; a malformed one is a 400. The service compares and writes in one statement.
 */
export const IfMatch = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    parseIfMatch(
      context.switchToHttp().getRequest<FastifyRequest>().headers['if-match'],
    ),
  [
    (target, key) =>
      onMethod(
        ApiHeader({
          name: 'If-Match',
          required: false,
          description:
            'The ETag of the version this change is based on, e.g. `"3"`, or `*`: when it is not current, nothing changes and the answer is 412. Only spaces and tabs may surround it (RFC 9110 §5.6.3); anything else is a 400.',
          schema: { ...ETAG_VALUE, pattern: '^(\\*|"[1-9][0-9]*")$' },
        }),
        target,
        key,
      ),
  ],
);

/** UUIDs compare as lower case: PostgreSQL's `uuid` ignores case, SQLite's text does not. */
const lowerCase = { transform: (value: string) => value.toLowerCase() };

/** A UUID path parameter (`id` unless named), lower-cased: a malformed one is a 400. */
export const UuidParam =
  (name = 'id'): ParameterDecorator =>
  (target, key, index) => {
    Param(name, ParseUUIDPipe, lowerCase)(target, key, index);
    onMethod(
      ApiParam({
        name,
        schema: UUID_SCHEMA,
      }),
      target,
      key,
    );
  };
