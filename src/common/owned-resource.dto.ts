import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import {
  CodePointLength,
  IsUuid,
  SortablePageQuery,
  TIMESTAMP_SCHEMA,
  UUID_SCHEMA,
} from '#libs/rest/index.js';
import type { OwnedResource } from './owned-resource.entity.js';
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from './resource-fields.js';

/** The fields every doc and lesson shows. */
export abstract class OwnedResourceDto {
  /** @example "5f0c6a9e-1d2b-4c3d-8e4f-a5b6c7d8e9f0" */
  @ApiProperty(UUID_SCHEMA)
  id: string;
  /** @example "Introduction to SQL" */
  @ApiProperty(TITLE_LENGTH)
  title: string;
  /** @example "Tables, rows and the SELECT statement." */
  @ApiProperty(DESCRIPTION_LENGTH)
  description: string;
  /** @example "0b5e8f4e-3a1c-4a47-9a55-8a4a0f9d2a11" */
  @ApiProperty(UUID_SCHEMA)
  authorId: string;
  @ApiProperty(TIMESTAMP_SCHEMA)
  createdAt: string;
  @ApiProperty(TIMESTAMP_SCHEMA)
  updatedAt: string;
  /** Starts at 1 and grows by one on every change; the ETag is `"<version>"`. @example 1 */
  @ApiProperty({
    type: 'integer',
    format: 'int32',
    minimum: 1,
    maximum: 2 ** 31 - 1,
  })
  version: number;
}

/**
 * The shared fields of an entity, as its DTO shows them. A DTO adds its own with `Object.assign`:
 * V8 builds `{ ...fields, more }` in its slow path, once per item of a list.
 */
export function ownedResourceFields(row: OwnedResource): OwnedResourceDto {
  const { id, title, description, authorId, createdAt, updatedAt, version } =
    row;
  return {
    id,
    title,
    description,
    authorId,
    // As JSON shows a `Date`, but as text: `JSON.stringify()` leaves its fast path for a `Date`.
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    version,
  };
}

/** A trigram index finds nothing shorter than 3 characters (code points). */
export const SEARCH_LENGTH = { min: 3, max: 200 } as const;

export const OWNED_SORT_FIELDS = ['createdAt', 'updatedAt', 'title'] as const;

/** List query of docs and lessons: paging, sorting, and the `q` and `authorId` filters (all combined with AND). */
export class OwnedListQueryDto extends SortablePageQuery(OWNED_SORT_FIELDS) {
  @ApiPropertyOptional({
    description:
      'Text searched in title and description, in any case (of any script: `É` finds `é`) but not without accents (`e` does not find `é`), e.g. `sql`; `%`, `_` and `\\` are plain characters. At least 3 characters: the search reads a trigram index. `X-Total-Count` is given only when the page reaches the end of the results (a search is not counted).',
    minLength: SEARCH_LENGTH.min,
    maxLength: SEARCH_LENGTH.max,
  })
  @IsOptional()
  @IsString()
  @CodePointLength(SEARCH_LENGTH.min, SEARCH_LENGTH.max)
  q?: string;

  @ApiPropertyOptional({
    description: 'Only what this author owns.',
    ...UUID_SCHEMA,
  })
  @IsOptional()
  @IsUuid()
  authorId?: string;
}
