import { ApiProperty } from '@nestjs/swagger';
import { SUPPORTED_API_VERSIONS } from './version.service.js';

const API_VERSION_SCHEMA = {
  type: 'string',
  enum: SUPPORTED_API_VERSIONS,
} as const;

/** What is running: the package, the API versions it serves and the commit it was built from. */
export class VersionDto {
  /** @example "syllabus" */
  @ApiProperty({ maxLength: 214 }) // npm's longest package name
  name: string;
  /** package.json version. @example "0.1.0" */
  @ApiProperty({ maxLength: 256 }) // npm's longest version
  version: string;
  /** The API version `/api` (without a version segment) serves. @example "1" */
  @ApiProperty(API_VERSION_SCHEMA)
  apiVersion: string;
  /** @example ["1"] */
  @ApiProperty({
    type: 'array',
    maxItems: SUPPORTED_API_VERSIONS.length,
    items: API_VERSION_SCHEMA,
  })
  supportedApiVersions: string[];
  /** Git commit, from `GIT_COMMIT` or the checkout; null when unknown. @example "3f2c9d1e0b7a4c5d6e7f8091a2b3c4d5e6f70819" */
  @ApiProperty({ nullable: true, maxLength: 64 }) // a SHA-256 object name
  commit: string | null;
}
