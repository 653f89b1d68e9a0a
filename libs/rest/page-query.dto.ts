import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, Matches, ValidateBy } from 'class-validator';
import {
  InvalidSortError,
  parseSort,
  SORT_TIE_BREAKER,
  SortKey,
} from './sort.js';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
/**
 * Longer than any cursor this API makes: its tag, scope and sort values, the longest text 320 code
 * points of 6 bytes each in JSON (`\u0001`), in base64url (test/cursors.e2e-spec.ts).
 */
export const MAX_CURSOR_LENGTH = 4096;
/** The highest page whose row offset is still an exact integer. */
export const MAX_PAGE = Math.floor(Number.MAX_SAFE_INTEGER / MAX_LIMIT);

interface IntegerParamOptions {
  description: string;
  /** 1 unless given. */
  minimum?: number;
  maximum: number;
  default: number;
}

/**
 * An optional integer query parameter from `minimum` (1) to `maximum`, documented and validated
 * with one message. Only plain decimal text becomes a number: `1.5`, `1e1`, `0x10` or `` are
 * rejected.
 */
export const IntegerParam = ({
  minimum = 1,
  ...options
}: IntegerParamOptions): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      format: options.maximum > 2 ** 31 - 1 ? 'int64' : 'int32',
      minimum,
      ...options,
    }),
    Transform(({ value }) =>
      typeof value === 'string' && /^-?\d+$/.test(value)
        ? Number(value)
        : value,
    ),
    ValidateBy({
      name: 'isIntegerParam',
      validator: {
        validate: (value) =>
          Number.isInteger(value) &&
          value >= minimum &&
          value <= options.maximum,
        defaultMessage: (args) =>
          `${args!.property} must be an integer from ${minimum} to ${options.maximum}`,
      },
    }),
  );

/**
 * `page` and `limit` of a list query; each resource's list query extends it (or `SortablePageQuery(...)`) with its filters.
 * List parameters show examples in their description only: Swagger UI's Try it out fills an `example` in.
 */
export class PageQuery {
  @IntegerParam({
    description:
      'Page number, from 1. A page past the last one is an empty list (200).',
    maximum: MAX_PAGE,
    default: 1,
  })
  page: number = 1;

  @IntegerParam({
    description: 'Items per page.',
    maximum: MAX_LIMIT,
    default: DEFAULT_LIMIT,
  })
  limit: number = DEFAULT_LIMIT;

  @ApiPropertyOptional({
    description:
      'Where a page starts, as the `prev` and `next` links give it: opaque and signed by the service (HMAC), valid only with the sort and filters it was made for. A cursor the service did not issue, or one used with another sort or filter, is a 400 (`LIST.INVALID_CURSOR`). `page` is then ignored.',
    pattern: '^[A-Za-z0-9_-]+$',
    maxLength: MAX_CURSOR_LENGTH,
  })
  @IsOptional()
  @Matches(new RegExp(`^[A-Za-z0-9_-]{1,${MAX_CURSOR_LENGTH}}$`), {
    message: 'cursor must be one that a prev or next link gave',
  })
  cursor?: string;
}

/** The order of a list without `sort` (and without `q`): newest first. */
export const DEFAULT_SORT = '-createdAt';

/**
 * A `PageQuery` with a `sort` parameter over the given fields, parsed into sort keys that end
 * with the `id` tie-break: `class DocListQuery extends SortablePageQuery(['createdAt', 'title']) {}`.
 */
export function SortablePageQuery<const F extends string>(
  fields: readonly F[],
) {
  const field = `-?(${fields.map((name) => name.replace(/\W/g, '\\$&')).join('|')})`;

  class SortablePageQueryDto extends PageQuery {
    @ApiPropertyOptional({
      description: `Comma-separated sort keys, each one of ${fields.map((name) => `\`${name}\``).join(', ')}, prefixed with \`-\` for descending order, e.g. \`${fields.map((name, index) => (index ? name : `-${name}`)).join(',')}\`. Ties are broken by \`${SORT_TIE_BREAKER}\`, in the direction of the last key. Without it: \`${DEFAULT_SORT}\` (newest first), or by relevance to \`q\` where \`q\` is given (best first, then newest).`,
      type: String,
      pattern: `^${field}(,${field})*$`,
      // Every field once, descending, comma-separated: the longest value that parses.
      maxLength: fields.reduce((length, name) => length + name.length + 2, -1),
    })
    @IsOptional()
    @Transform(({ value }) => {
      if (typeof value !== 'string') {
        return new InvalidSortError('sort must be given once');
      }
      try {
        return parseSort(value, fields);
      } catch (error) {
        if (error instanceof InvalidSortError) return error;
        throw error;
      }
    })
    @ValidateBy({
      name: 'isSort',
      validator: {
        validate: (value) => !(value instanceof InvalidSortError),
        defaultMessage: (args) => (args!.value as InvalidSortError).message,
      },
    })
    /** Absent: the list's own order (`DEFAULT_SORT`, or relevance to `q`). */
    sort?: readonly SortKey<F | typeof SORT_TIE_BREAKER>[];
  }
  return SortablePageQueryDto;
}
