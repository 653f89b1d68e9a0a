/** OpenAPI schemas of values that many resources show, for `@ApiProperty(...)` and `@ApiParam(...)`. */

export const UUID_SCHEMA = {
  type: 'string',
  format: 'uuid',
  maxLength: 36,
} as const;

/** A `Date` as JSON shows it: `toISOString()`, 24 characters for the years 0 to 9999. */
export const TIMESTAMP_SCHEMA = {
  type: 'string',
  format: 'date-time',
  maxLength: 24,
} as const;
