import { ApiProperty } from '@nestjs/swagger';
import { TIMESTAMP_SCHEMA, UUID_SCHEMA } from '#libs/rest/index.js';
import type { OwnedResource } from './owned-resource.entity.js';

/** A version: the `integer` column it is kept in, from 1. */
export const VERSION_SCHEMA = {
  type: 'integer',
  format: 'int32',
  minimum: 1,
  maximum: 2 ** 31 - 1,
} as const;

/** The fields every owned resource shows. */
export abstract class OwnedResourceDto {
  /** @example "5f0c6a9e-1d2b-4c3d-8e4f-a5b6c7d8e9f0" */
  @ApiProperty(UUID_SCHEMA)
  id: string;
  /** @example "0b5e8f4e-3a1c-4a47-9a55-8a4a0f9d2a11" */
  @ApiProperty(UUID_SCHEMA)
  authorId: string;
  @ApiProperty(TIMESTAMP_SCHEMA)
  createdAt: string;
  @ApiProperty(TIMESTAMP_SCHEMA)
  updatedAt: string;
  /** Starts at 1 and grows by one on every change; the ETag is `"<version>"`. @example 1 */
  @ApiProperty(VERSION_SCHEMA)
  version: number;
}

/**
 * The shared fields of an entity, as its DTO shows them. A DTO adds its own with `Object.assign`:
 * V8 builds `{ ...fields, more }` in its slow path, once per item of a list.
 */
export function ownedResourceFields(row: OwnedResource): OwnedResourceDto {
  const { id, authorId, createdAt, updatedAt, version } = row;
  return {
    id,
    authorId,
    // As JSON shows a `Date`, but as text: `JSON.stringify()` leaves its fast path for a `Date`.
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    version,
  };
}
