import { applyDecorators } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiProperty,
  ApiPropertyOptional,
  ApiResponse,
  getSchemaPath,
  type HeaderObject,
} from '@nestjs/swagger';
import { PROBLEM_CONTENT_TYPE, statusTitle } from './problem.js';

class FieldErrorSchema {
  @ApiProperty({ description: 'JSON Pointer to the field', example: '/title' })
  field: string;
  @ApiProperty({
    example: 'title must be shorter than or equal to 200 characters',
  })
  message: string;
}

/** RFC 9457 problem details, as documented in the OpenAPI document. */
export class ProblemDetailsSchema {
  @ApiProperty({ example: 'about:blank' })
  type: string;
  @ApiProperty({ example: 'Bad Request' })
  title: string;
  @ApiProperty({
    type: 'integer',
    format: 'int32',
    minimum: 400,
    maximum: 599,
    description: 'The HTTP status of the response',
    example: 400,
  })
  status: number;
  @ApiProperty({ example: 'Invalid request: /title must be a string' })
  detail: string;
  @ApiProperty({ description: 'The request path', example: '/api/v1/docs' })
  instance: string;
  @ApiProperty({
    description: 'Same as the X-Request-Id response header',
    example: '8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b',
  })
  requestId: string;
  @ApiPropertyOptional({
    description: 'Stable code of a domain error',
    example: 'DOC.REFERENCE_TAKEN',
  })
  code?: string;
  @ApiPropertyOptional({
    type: [FieldErrorSchema],
    maxItems: 10,
    description: 'Validation errors, one per field: the first 10',
  })
  errors?: FieldErrorSchema[];
  @ApiPropertyOptional({
    type: 'integer',
    format: 'int32',
    minimum: 11,
    maximum: 2147483647,
    description:
      'How many errors there were, when `errors` lists only the first 10 (a field or message is cut at 200 characters)',
    example: 42,
  })
  errorCount?: number;
}

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request: malformed JSON, a member name given twice in one object (I-JSON), a bad or unknown field or query parameter, a malformed id.',
  401: 'No valid bearer token (see WWW-Authenticate).',
  403: 'The caller is known but not allowed.',
  404: 'No such resource.',
  409: 'Conflicts with the current state (duplicate, still in use).',
  412: 'If-Match does not match the current version; nothing was changed.',
  413: 'The body is larger than the limit.',
  415: 'The body is not application/json.',
  429: 'Too many requests; retry after Retry-After seconds.',
  500: 'The server could not complete the request; the body shows no internals.',
  503: "The database cannot be reached or did not answer in time, or concurrent writes kept conflicting with this one; retry after Retry-After seconds. A write answered 503 may still have been stored: read the resource again, or retry with If-Match, a doc's reference or the same Idempotency-Key, which answer 412, 409 or the stored answer if it was (docs/api.md).",
};

/** The `Retry-After` of a 429 or 503, in seconds. */
export const RETRY_AFTER_HEADER: HeaderObject = {
  required: true,
  description: 'Seconds until a request may succeed',
  schema: { type: 'string', pattern: '^[0-9]+$', maxLength: 10 },
  example: '42',
};

const HEADERS: Record<number, Record<string, HeaderObject>> = {
  401: {
    'WWW-Authenticate': {
      required: true,
      description:
        'RFC 6750 challenge; `error="invalid_token"` when a token was sent.',
      schema: {
        type: 'string',
        pattern: '^Bearer realm="[^"]*"(, error="invalid_token")?$',
        maxLength: 100,
      },
      example: 'Bearer realm="syllabus", error="invalid_token"',
    },
  },
  429: { 'Retry-After': RETRY_AFTER_HEADER },
  503: { 'Retry-After': RETRY_AFTER_HEADER },
};

/** Documents the problem+json answers a route can give, one per status. */
export function ApiProblemResponses(...statuses: number[]) {
  return applyDecorators(
    ...statuses.map((status) => ApiProblemResponse(status)),
  );
}

/** Documents one problem+json answer, with a description of the route's own if given. */
export function ApiProblemResponse(
  status: number,
  description = DESCRIPTIONS[status] ?? statusTitle(status),
) {
  return applyDecorators(
    ApiExtraModels(ProblemDetailsSchema),
    ApiResponse({
      status,
      description,
      headers: HEADERS[status],
      content: {
        [PROBLEM_CONTENT_TYPE]: {
          schema: { $ref: getSchemaPath(ProblemDetailsSchema) },
          example: {
            type: 'about:blank',
            title: statusTitle(status),
            status,
            detail: description,
            instance: '/api/v1/...',
            requestId: '8c1f3a57-5b8e-4d0c-9f4e-2f1f6f1d8a3b',
          },
        },
      },
    }),
  );
}
